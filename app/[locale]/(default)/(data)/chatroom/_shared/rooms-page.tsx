import type { Metadata } from 'next';
import { connection } from 'next/server';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { getNow, getTranslations, setRequestLocale } from 'next-intl/server';
import { ChatroomNav } from '@/components/chatroom/chatroom-nav';
import { RoomList } from '@/components/chatroom/room-list';
import { chatRoomListQuery, type ChatRoomTab } from '@/lib/api/queries/chat-rooms';
import { chatRoomList } from '@/lib/contract/chat';
import { ChatroomMessages } from './chatroom-messages';
import { livePathsOf } from './live-paths';
import { type LocaleParams, localeOf } from './page-context';
import { serverApi } from '@/server/api/server-api';
import { serverViewer } from './viewer';
import { PageTitle } from '@/components/page-kit/page-title';

/** One tab of /chatroom: the rooms render on the server for this visitor, then stay fresh in the browser. */
export async function RoomsPage({ params, tab }: LocaleParams & { tab: ChatRoomTab }) {
  // Per visitor and per request: never prerendered at build time, when there is no database to read.
  await connection();
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const viewer = await serverViewer();
  const rooms = tab === 'following' && viewer === 0 ? null : await serverApi(chatRoomList, { query: { tab } });
  const queryClient = new QueryClient();
  if (rooms) queryClient.setQueryData(chatRoomListQuery(tab, viewer).queryKey, rooms);
  const [livePaths, now, t] = await Promise.all([
    livePathsOf(rooms ?? [], locale),
    getNow(),
    getTranslations({ locale, namespace: 'chatroom' }),
  ]);

  return (
    <ChatroomMessages>
      <div className="flex flex-col gap-4 py-4 md:py-6">
        <div className="space-y-1">
          <PageTitle size="section">{tab === 'all' ? t('title') : t(`meta.${tab}`)}</PageTitle>
          <p className="text-sm text-muted">{t('intro')}</p>
        </div>
        <ChatroomNav serverViewer={viewer} />
        <HydrationBoundary state={dehydrate(queryClient)}>
          <RoomList tab={tab} serverViewer={viewer} serverNow={now.getTime()} livePaths={livePaths} />
        </HydrationBoundary>
      </div>
    </ChatroomMessages>
  );
}

export async function roomsMetadata({ params }: LocaleParams, tab: ChatRoomTab): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'chatroom' });
  return { title: tab === 'all' ? t('title') : t(`meta.${tab}`), description: t('meta.description') };
}
