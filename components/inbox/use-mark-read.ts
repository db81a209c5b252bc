'use client';

import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { applyReadToCache, inboxKeys, type InboxPage, markInboxRead, unreadOf } from '@/lib/api/queries/inbox';
import { pagedItems } from '@/lib/api/queries/paged';
import { INBOX_TYPES } from '@/lib/domain/chat';

/** Marks one message (or, with id 0, all) read at once in every list and the badge, then takes the server's count. */
export function useMarkRead(viewer: number) {
  const t = useTranslations('inbox');
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markInboxRead(id),
    onMutate: (id) => {
      const all = client.getQueryData<InfiniteData<InboxPage>>(inboxKeys.list(INBOX_TYPES.all, viewer));
      if (!all) return;
      const wasUnread = pagedItems(all).some((m) => m.id === id && !m.read);
      const guess = id === 0 ? 0 : Math.max(0, unreadOf(all) - (wasUnread ? 1 : 0));
      applyReadToCache(client, viewer, id, guess);
    },
    onSuccess: (unread, id) => applyReadToCache(client, viewer, id, unread),
    onError: () => {
      void client.invalidateQueries({ queryKey: inboxKeys.all });
      toast.error(t('failed'));
    },
  });
}
