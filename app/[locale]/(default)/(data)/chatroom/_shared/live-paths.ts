import { canonicalRoomPath } from '@/components/live-room/room-paths';
import { liveRoomQuery } from '@/lib/api/queries/room';
import type { ChatRoomSummary } from '@/lib/contract/chat';
import { serverData } from '@/server/api/server-query';

/** The live-room address of every chat that belongs to a live room; a room that cannot be read just gets no link. */
export async function livePathsOf(rooms: readonly Pick<ChatRoomSummary, 'roomId'>[]): Promise<Record<number, string>> {
  const roomIds = [...new Set(rooms.flatMap((r) => (r.roomId === null ? [] : [r.roomId])))];
  const details = await Promise.all(roomIds.map((id) => serverData(liveRoomQuery(id))));
  const paths: Record<number, string> = {};
  for (const room of details) {
    const path = room ? canonicalRoomPath(room) : null;
    if (room && path) paths[room.roomId] = path;
  }
  return paths;
}
