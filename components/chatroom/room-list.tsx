'use client';

import { Compass, MessagesSquare } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/page-kit/empty-state';
import { setLiveQueryData, useLiveQuery } from '@/lib/api/live-query';
import { CHAT_ROOMS_REFRESH_MS, chatRoomKeys, chatRoomListQuery, type ChatRoomTab, listWithRoom } from '@/lib/api/queries/chat-rooms';
import type { ChatRoomSummary } from '@/lib/contract/chat';
import { CHAT_ROOM_TABS, isSharedRoomTab } from '@/lib/domain/chat-room-tabs';
import { Link, useRouter } from '@/lib/i18n/navigation';
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
  /** The rooms the server read for that viewer; null when it could not. */
  rooms: ChatRoomSummary[] | null;
}

/** The rooms of one tab as cards; online counts refresh every 15 s; following is for members only. */
export function RoomList(props: RoomListProps) {
  const t = useTranslations('chatroom');
  const { viewer, known } = useViewer(props.serverViewer);
  if (props.tab === 'following' && viewer === 0) {
    return known ? <SignInPrompt title={t('guest.title')} text={t('guest.text')} /> : <ListLoading label={t('list.loading')} />;
  }
  return <PolledRooms {...props} viewer={viewer} viewerKnown={known} />;
}

/** Puts a room's new follow state into every tab's list of the viewer that has been shown. */
function showInLists(room: ChatRoomSummary, viewer: number): void {
  for (const tab of CHAT_ROOM_TABS) {
    setLiveQueryData<ChatRoomSummary[]>(chatRoomKeys.list(tab, viewer), (list) => listWithRoom(tab, list, room));
  }
}

function PolledRooms({ tab, serverViewer, serverNow, rooms, viewer, viewerKnown }: RoomListProps & { viewer: number; viewerKnown: boolean }) {
  const t = useTranslations('chatroom');
  const router = useRouter();
  const now = useNow(serverNow);
  // What the server drew is fresh for the viewer it drew for; another (after logging in) waits for an answer.
  const seed = viewer === serverViewer && rooms ? { value: rooms, at: serverNow } : undefined;
  const data = useLiveQuery(chatRoomListQuery(tab, viewer), CHAT_ROOMS_REFRESH_MS, seed);
  // A shared tab's rooms are everyone's: the server's stand while the member's own list (their follows) loads.
  const shared = isSharedRoomTab(tab);
  const shown = data ?? (shared && rooms ? rooms : undefined);
  // On a shared tab the follow buttons wait until the browser knows who is looking and what they follow.
  const followKnown = data !== undefined && (viewerKnown || !shared);

  if (shown === undefined) {
    // The server could not read the rooms: a new render may; the list keeps asking meanwhile.
    if (rooms === null && viewer === serverViewer) return <ErrorState title={t('list.loadFailed')} retryLabel={t('list.retry')} onRetry={() => router.refresh()} />;
    return <ListLoading label={t('list.loading')} />;
  }
  if (shown.length === 0) return <EmptyRooms tab={tab} />;

  return (
    <ul aria-label={t('list.label')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {shown.map((room) => (
        <RoomCard key={room.groupId} room={room} viewer={viewer} followKnown={followKnown} now={now} show={(next) => showInLists(next, viewer)} />
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
