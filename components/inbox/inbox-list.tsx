'use client';

import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNow } from '@/components/chatroom/use-now';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { inboxQuery, type InboxType } from '@/lib/api/queries/inbox';
import { InboxItem } from './inbox-item';

export interface InboxListProps {
  type: InboxType;
  viewer: number;
  onMarkRead: (id: number) => void;
  onFollowLink: () => void;
}

/** The first page (50, spec §7) of one type of message. */
export function InboxList({ type, viewer, onMarkRead, onFollowLink }: InboxListProps) {
  const t = useTranslations('inbox');
  const now = useNow(0);
  const { data, isPending, isError, refetch } = useQuery(inboxQuery(type, viewer));

  if (isPending) {
    return (
      <div role="status" aria-label={t('loading')} className="flex flex-col gap-2 p-1.5">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (isError && !data) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted">
        {t('loadFailed')}
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (data.list.length === 0) {
    return (
      <p className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-muted">
        <Inbox aria-hidden className="size-7" />
        {t('empty')}
      </p>
    );
  }
  return (
    <ul aria-label={t('title')} className="flex flex-col gap-0.5">
      {data.list.map((message) => (
        <InboxItem
          key={message.id}
          message={message}
          now={now}
          onOpen={(m) => {
            if (!m.read) onMarkRead(m.id);
          }}
          onFollowLink={onFollowLink}
        />
      ))}
    </ul>
  );
}
