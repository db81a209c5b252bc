'use client';

import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ErrorState, ListLoading } from '@/components/page-kit/list-states';
import { useNow } from '@/components/chatroom/use-now';
import { EmptyState } from '@/components/page-kit/empty-state';
import { conversationsQuery } from '@/lib/api/queries/chat-rooms';
import { ConversationItem } from './conversation-item';
import { OpenConversationItem } from './open-conversation-item';

export interface ConversationListProps {
  viewer: number;
  serverNow: number;
  /** The friend whose conversation is open, if any. */
  activeFriendId?: number;
}

/** The member's private conversations, newest first as the server orders them, with unread counts. */
export function ConversationList({ viewer, serverNow, activeFriendId }: ConversationListProps) {
  const t = useTranslations('chatroom.private');
  const tList = useTranslations('chatroom.list');
  const now = useNow(serverNow);
  const { data, isPending, isError, refetch } = useQuery(conversationsQuery(viewer));

  if (isPending) return <ListLoading label={t('loading')} rows={3} className="flex flex-col gap-2 [&>*]:h-14" />;
  if (isError && !data) return <ErrorState title={t('loadFailed')} retryLabel={tList('retry')} onRetry={() => void refetch()} />;
  if (data.length === 0) {
    return <EmptyState icon={<MessageCircle aria-hidden />} title={t('empty')} description={t('emptyText')} className="border-0" />;
  }
  return (
    <ul aria-label={t('listLabel')} className="flex flex-col gap-0.5">
      {data.map((c) =>
        c.friend.userId === activeFriendId ? (
          <OpenConversationItem key={c.groupId} conversation={c} viewer={viewer} now={now} active />
        ) : (
          <ConversationItem key={c.groupId} conversation={c} viewer={viewer} now={now} active={false} />
        ),
      )}
    </ul>
  );
}
