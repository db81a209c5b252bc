'use client';

import { useQuery } from '@tanstack/react-query';
import { Compass, MessagesSquare } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/page-kit/empty-state';
import { chatRoomListQuery, type ChatRoomTab } from '@/lib/api/queries/chat-rooms';
import { Link } from '@/lib/i18n/navigation';
import { CHATROOM_TAB_PATHS } from './chatroom-paths';
import { ErrorState, ListLoading } from '@/components/page-kit/list-states';
import { RoomCard } from './room-card';
import { SignInPrompt } from './sign-in-prompt';
import { useNow } from './use-now';
import { useViewer } from './use-viewer';

export interface RoomListProps {
  tab: ChatRoomTab;
  /** The member the server rendered for (0: a guest). */
  serverViewer: number;
  serverNow: number;
}

/** The rooms of one tab as cards; online counts refresh every 15 s; following is for members only. */
export function RoomList({ tab, serverViewer, serverNow }: RoomListProps) {
  const t = useTranslations('chatroom');
  const { viewer, known } = useViewer(serverViewer);
  const now = useNow(serverNow);
  const membersOnly = tab === 'following' && viewer === 0;
  const { data, isPending, isError, refetch } = useQuery({ ...chatRoomListQuery(tab, viewer), enabled: !membersOnly });

  if (membersOnly) {
    return known ? <SignInPrompt title={t('guest.title')} text={t('guest.text')} /> : <ListLoading label={t('list.loading')} />;
  }
  if (isPending) return <ListLoading label={t('list.loading')} />;
  if (isError && !data) return <ErrorState title={t('list.loadFailed')} retryLabel={t('list.retry')} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyRooms tab={tab} />;

  return (
    <ul aria-label={t('list.label')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {data.map((room) => (
        <RoomCard key={room.groupId} room={room} viewer={viewer} now={now} />
      ))}
    </ul>
  );
}

function EmptyRooms({ tab }: { tab: ChatRoomTab }) {
  const t = useTranslations('chatroom.list');
  if (tab !== 'following') {
    return <EmptyState icon={<MessagesSquare aria-hidden />} title={tab === 'all' ? t('emptyAll') : t('emptyDiscover')} />;
  }
  return (
    <EmptyState
      icon={<Compass aria-hidden />}
      title={t('emptyFollowing')}
      description={t('emptyFollowingText')}
      action={
        <Link href={CHATROOM_TAB_PATHS.discover} className={buttonClasses()}>
          {t('browse')}
        </Link>
      }
    />
  );
}
