import { canonicalRoomPath } from '@/components/live-room/room-paths';
import type { ChatRoomSummary } from '@/lib/contract/chat';
import type { Locale } from '@/lib/domain/locale';
import { reportError } from '@/lib/observability/report';
import { getDb } from '@/server/db/client';
import { liveRoomDetail } from '@/server/services/rooms';

/** The live-room address of every chat that belongs to a live room; a room that cannot be read just gets no link. */
export async function livePathsOf(rooms: readonly Pick<ChatRoomSummary, 'roomId'>[], locale: Locale): Promise<Record<number, string>> {
  const roomIds = [...new Set(rooms.flatMap((r) => (r.roomId === null ? [] : [r.roomId])))];
  if (roomIds.length === 0) return {};
  try {
    const db = await getDb();
    const details = await Promise.all(roomIds.map((id) => liveRoomDetail(db, id, { locale })));
    const paths: Record<number, string> = {};
    for (const room of details) {
      const path = room ? canonicalRoomPath(room) : null;
      if (room && path) paths[room.roomId] = path;
    }
    return paths;
  } catch (err) {
    reportError(err, { where: 'chat room live paths' });
    return {};
  }
}
