'use client';

import { Inbox } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNow } from '@/components/chatroom/use-now';
import { LoadMoreList } from '@/components/page-kit/load-more-list';
import { inboxQuery, type InboxType } from '@/lib/api/queries/inbox';
import { InboxItem } from './inbox-item';

export interface InboxListProps {
  type: InboxType;
  viewer: number;
  onMarkRead: (id: number) => void;
  onFollowLink: () => void;
}

/** One type of message, a page of 50 (spec §7) at a time. */
export function InboxList({ type, viewer, onMarkRead, onFollowLink }: InboxListProps) {
  const t = useTranslations('inbox');
  const list = useTranslations('common.list');
  const now = useNow(0);

  return (
    <LoadMoreList
      query={inboxQuery(type, viewer)}
      itemKey={(message) => message.id}
      renderItem={(message) => (
        <InboxItem
          message={message}
          now={now}
          onOpen={(m) => {
            if (!m.read) onMarkRead(m.id);
          }}
          onFollowLink={onFollowLink}
        />
      )}
      label={t('title')}
      listClassName="flex flex-col gap-0.5"
      skeletonRows={3}
      empty={
        <p className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-muted">
          <Inbox aria-hidden className="size-7" />
          {t('empty')}
        </p>
      }
      labels={{
        loading: t('loading'),
        failed: t('loadFailed'),
        retry: t('retry'),
        more: list('more'),
        loadingMore: list('loadingMore'),
        moreFailed: list('moreFailed'),
        shown: (count, total) => list('shown', { count, total }),
      }}
    />
  );
}
