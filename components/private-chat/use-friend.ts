'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { chatRoomKeys } from '@/lib/api/queries/chat-rooms';
import { type FriendStatus, friendStatusQuery, respondToFriend, sendFriendRequest, setBlocked, settleFriendship } from '@/lib/api/queries/friends';

/** Friendship with one member as the viewer sees it, and the moves it allows: ask, accept, decline, block, unblock. */
export function useFriend(userId: number, viewer: number, name: string) {
  const t = useTranslations('chatroom.friend');
  const client = useQueryClient();
  const status = useQuery({ ...friendStatusQuery(userId, viewer), enabled: viewer !== 0 && viewer !== userId });
  const settle = (next: FriendStatus) => {
    // The friends page's lists and searches learn of it too.
    void settleFriendship(client, viewer, userId, next);
    // A new friend means a new conversation.
    if (next === 'friends') void client.invalidateQueries({ queryKey: chatRoomKeys.conversations(viewer) });
  };
  const ask = useMutation({
    mutationFn: () => sendFriendRequest(userId),
    onSuccess: (next) => {
      settle(next);
      toast.success(next === 'friends' ? t('accepted') : t('requestSent'));
    },
    onError: () => toast.error(t('failed')),
  });
  const respond = useMutation({
    mutationFn: (accept: boolean) => respondToFriend(userId, accept),
    onSuccess: (next) => {
      settle(next);
      if (next === 'friends') toast.success(t('accepted'));
    },
    onError: () => toast.error(t('failed')),
  });
  const block = useMutation({
    mutationFn: (blocked: boolean) => setBlocked(userId, blocked),
    onSuccess: (next) => {
      void settleFriendship(client, viewer, userId, next);
      // The conversation closes (or may open again later): everything about this member is read again.
      void client.invalidateQueries({ queryKey: chatRoomKeys.all });
      toast.success(t(next === 'blocked' ? 'blockDone' : 'unblockDone', { name }));
    },
    onError: () => toast.error(t('failed')),
  });
  return { status, ask, respond, block, busy: ask.isPending || respond.isPending || block.isPending };
}
