'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { followChatRoom } from '@/lib/api/queries/chat-rooms';
import type { ChatRoomSummary } from '@/lib/contract/chat';

/** Where a room's new follow state goes: the lists and detail the page shows. */
export type ShowRoom = (room: ChatRoomSummary) => void;

/** Follows or unfollows at once wherever `show` puts the room, then settles on the server's answer (or rolls back). */
export function useFollowRoom(show: ShowRoom): { pending: boolean; toggle: (room: ChatRoomSummary) => Promise<void> } {
  const t = useTranslations('chatroom.follow');
  const [pending, setPending] = useState(false);
  async function toggle(room: ChatRoomSummary) {
    const following = !room.following;
    setPending(true);
    show({ ...room, following, followers: Math.max(0, room.followers + (following ? 1 : -1)) });
    try {
      show(await followChatRoom(room.groupId, following));
    } catch {
      show(room);
      toast.error(t('failed'));
    } finally {
      setPending(false);
    }
  }
  return { pending, toggle };
}
