import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { CHATROOM_BASE, parseRouteId, roomChatPath } from '@/components/chatroom/chatroom-paths';
import { RoomChatView } from '@/components/chatroom/room-chat-view';
import { chatRoomDetailQuery } from '@/lib/api/queries/chat-rooms';
import { Hydrate } from '@/server/api/hydrate';
import { prefill } from '@/server/api/server-query';
import { serverViewer } from '@/server/api/server-viewer';
import { ChatroomMessages } from '../../_shared/chatroom-messages';
import { loadRoomDetail } from '../../_shared/room-detail';
import { localeOf } from '../../_shared/page-context';

interface RoomChatPageProps {
  params: Promise<{ locale: string; groupId: string }>;
}

export async function generateMetadata({ params }: RoomChatPageProps): Promise<Metadata> {
  const { locale: requested, groupId: raw } = await params;
  const locale = localeOf(requested);
  const groupId = parseRouteId(raw);
  const detail = groupId === null ? null : await loadRoomDetail(groupId);
  if (!detail?.ok) return {};
  const t = await getTranslations({ locale, namespace: 'chatroom.meta' });
  return { title: t('room', { name: detail.data.room.name }), description: detail.data.room.description || t('description') };
}

/** /chatroom/phong/{groupId}: one room's chat; an id that is not a room is the route-validation 404. */
export default async function RoomChatPage({ params }: RoomChatPageProps) {
  const { locale: requested, groupId: raw } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const groupId = parseRouteId(raw);
  if (groupId === null) routeValidationNotFound(`${CHATROOM_BASE}/phong/${raw}`);
  const detail = await loadRoomDetail(groupId);
  // Only the API saying there is no such room is a 404; any other failure leaves the browser to try again.
  if (!detail.ok && (detail.status === 404 || detail.status === 422)) routeValidationNotFound(roomChatPath(groupId));

  const viewer = await serverViewer();
  // The view's query starts from the detail read above; after a failure it asks the API itself.
  if (detail.ok) prefill(chatRoomDetailQuery(groupId, viewer).queryKey, detail.data);

  return (
    <ChatroomMessages>
      <Hydrate>
        <RoomChatView groupId={groupId} serverViewer={viewer} />
      </Hydrate>
    </ChatroomMessages>
  );
}
