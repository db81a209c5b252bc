import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getNow, getTranslations, setRequestLocale } from 'next-intl/server';
import { ChatroomNav, PolledMessagesLink } from '@/components/chatroom/chatroom-nav';
import { RoomList } from '@/components/chatroom/room-list';
import { chatRoomListQuery, type ChatRoomTab } from '@/lib/api/queries/chat-rooms';
import type { ChatRoomSummary } from '@/lib/contract/chat';
import { isSharedRoomTab } from '@/lib/domain/chat-room-tabs';
import { ChatroomMessages } from './chatroom-messages';
import { type LocaleParams, localeOf } from './page-context';
import { PageTitle } from '@/components/page-kit/page-title';
import { serverQuery } from '@/server/api/server-query';
import { serverViewer } from '@/server/api/server-viewer';

/**
 * One tab of /chatroom: the rooms render on the server, then stay fresh in the browser. A shared tab is
 * drawn for a guest, so one copy serves everyone; the others are drawn for this visitor.
 */
export async function RoomsPage({ params, tab }: LocaleParams & { tab: ChatRoomTab }) {
  // Per visitor and per request: never prerendered at build time, when there is no database to read.
  await connection();
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const viewer = isSharedRoomTab(tab) ? 0 : await serverViewer();
  // A guest has nothing to follow: the list asks them to log in without asking the API.
  let rooms: ChatRoomSummary[] | null = [];
  if (tab !== 'following' || viewer !== 0) {
    const read = await serverQuery(chatRoomListQuery(tab, viewer));
    rooms = read.ok ? read.data : null;
  }
  const [now, t] = await Promise.all([
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
        <ChatroomNav messages={<PolledMessagesLink serverViewer={viewer} />} />
        <RoomList tab={tab} serverViewer={viewer} serverNow={now.getTime()} rooms={rooms} />
      </div>
    </ChatroomMessages>
  );
}

export async function roomsMetadata({ params }: LocaleParams, tab: ChatRoomTab): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'chatroom' });
  return { title: tab === 'all' ? t('title') : t(`meta.${tab}`), description: t('meta.description') };
}
