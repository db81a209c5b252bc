'use client';

import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, UserX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ChatPanel } from '@/components/chat/chat-panel';
import { MESSAGES_PATH } from '@/components/chatroom/chatroom-paths';
import { ErrorState, ListLoading } from '@/components/page-kit/list-states';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/page-kit/empty-state';
import { chatRoomKeys, openConversationQuery } from '@/lib/api/queries/chat-rooms';
import { friendStatusQuery } from '@/lib/api/queries/friends';
import type { Conversation } from '@/lib/contract/chat';
import { Link } from '@/lib/i18n/navigation';
import { BlockMemberButton } from './block-member-button';
import { errorStatus } from './error-status';
import { FriendButton } from './friend-button';

/** Said instead of the chat when only friends who have not blocked each other may talk, and these two may not. */
function ClosedConversation({ friendId, viewer, name }: { friendId: number; viewer: number; name: string }) {
  const t = useTranslations('chatroom');
  const status = useQuery(friendStatusQuery(friendId, viewer));
  return (
    <EmptyState
      icon={<UserX aria-hidden />}
      title={name}
      description={status.data === 'blocked' ? t('private.blockedByYou') : t('private.notFriend')}
      action={<FriendButton userId={friendId} name={name} viewer={viewer} />}
      className="m-3 border-0"
    />
  );
}

/**
 * One private conversation: opening it gives its group, whose chat fills the rest of the screen. When the
 * two stop being friends (or one blocks the other) opening it is refused, and the chat gives way to why.
 */
export function ConversationView({ friendId, viewer }: { friendId: number; viewer: number }) {
  const t = useTranslations('chatroom');
  const client = useQueryClient();
  const { data, error, isPending, refetch } = useQuery({ ...openConversationQuery(friendId, viewer), retry: false });

  // Joining the chat reads the conversation: nothing in it is unread now, and on leaving the list's
  // last lines are stale.
  const groupId = data?.groupId;
  useEffect(() => {
    if (groupId === undefined) return;
    const key = chatRoomKeys.conversations(viewer);
    client.setQueryData<Conversation[]>(key, (list) => list?.map((c) => (c.groupId === groupId ? { ...c, unread: 0 } : c)));
    return () => void client.invalidateQueries({ queryKey: key });
  }, [groupId, client, viewer]);

  if (isPending) return <ListLoading label={t('private.loading')} rows={1} className="p-4 [&>*]:h-full" />;
  const status = errorStatus(error);
  if (status === 403 || status === 404) return <ClosedConversation friendId={friendId} viewer={viewer} name={data?.friend.displayName ?? t('friend.member', { id: friendId })} />;
  if (!data) return <ErrorState title={t('private.loadFailed')} retryLabel={t('list.retry')} onRetry={() => void refetch()} />;

  const { friend } = data;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex flex-wrap items-center gap-2 border-b border-border px-2 py-2 sm:px-3">
        <Link href={MESSAGES_PATH} aria-label={t('private.back')} className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg lg:hidden">
          <ChevronLeft aria-hidden className="size-5" />
        </Link>
        <Avatar name={friend.displayName} src={friend.profilePicture} />
        <h2 className="min-w-0 flex-1 truncate text-base font-semibold text-fg">{friend.displayName}</h2>
        <FriendButton userId={friend.userId} name={friend.displayName} viewer={viewer} />
        <BlockMemberButton userId={friend.userId} name={friend.displayName} viewer={viewer} />
      </header>
      <div className="min-h-0 flex-1" data-testid="private-chat">
        <ChatPanel groupId={data.groupId} visibility="private" variant="page" title={friend.displayName} className="h-full" />
      </div>
    </div>
  );
}
