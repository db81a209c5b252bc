'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { applyRoomToCache, followChatRoom } from '@/lib/api/queries/chat-rooms';
import type { ChatRoomSummary } from '@/lib/contract/chat';

/** Follows or unfollows at once in every list, then settles on the server's answer (or rolls back). */
export function useFollowRoom(viewer: number) {
  const t = useTranslations('chatroom.follow');
  const client = useQueryClient();
  return useMutation({
    mutationFn: (room: ChatRoomSummary) => followChatRoom(room.groupId, !room.following),
    onMutate: (room) => {
      const following = !room.following;
      applyRoomToCache(client, { ...room, following, followers: Math.max(0, room.followers + (following ? 1 : -1)) }, viewer);
      return room;
    },
    onSuccess: (saved) => applyRoomToCache(client, saved, viewer),
    onError: (_err, room) => {
      applyRoomToCache(client, room, viewer);
      toast.error(t('failed'));
    },
  });
}
