'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { chatRoomKeys } from '@/lib/api/queries/chat-rooms';
import { type FriendAction, performFriendAction, settleFriendship } from '@/lib/api/queries/friends';

export type { FriendAction };

/**
 * The friends page's moves (ask, accept, decline, cancel, remove, block, unblock). After each one the
 * shared friendship queries are brought up to date, so the page, its search and any conversation agree.
 */
export function useFriendActions(viewer: number) {
  const t = useTranslations('community.friends');
  const client = useQueryClient();
  const move = useMutation({
    mutationFn: performFriendAction,
    onSuccess: async (status, action) => {
      // A new friend opens a conversation; a removal or a block closes one.
      void client.invalidateQueries({ queryKey: chatRoomKeys.conversations(viewer) });
      await settleFriendship(client, viewer, action.userId, status);
      toast.success(t('done'));
    },
    onError: () => toast.error(t('failed')),
  });
  return {
    run: (action: FriendAction) => move.mutate(action),
    /** The member a move is being made on, whose buttons wait for it. */
    busy: move.isPending ? move.variables.userId : null,
  };
}
