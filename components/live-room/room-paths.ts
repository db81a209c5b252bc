import type { RoomDetail } from '@/lib/contract/room';
import { matchRoomPath } from '@/lib/domain/room-url';

/** The canonical path of this room. */
export function canonicalRoomPath(room: RoomDetail): string | null {
  return matchRoomPath(room.match, room.roomId);
}

/** "Home – Away", or the room's title for tables and tracks without two sides. */
export function roomMatchName(room: Pick<RoomDetail, 'title' | 'match'>, alwaysOn: boolean): string {
  return alwaysOn ? room.title : `${room.match.home} – ${room.match.away}`;
}
