import type { RoomDetail } from '@/lib/contract/room';
import type { Match } from '@/lib/contract/schedule';
import { liveRoomPath } from '@/lib/domain/room-url';

/** The canonical path of one room of a match. */
export function matchRoomPath(match: Match, roomId: number): string | null {
  return liveRoomPath({
    liveModeId: match.liveModeId,
    home: match.home,
    away: match.away,
    roomId,
    homeId: match.localteam.id,
    awayId: match.visitorteam.id,
  });
}

/** The canonical path of this room. */
export function canonicalRoomPath(room: RoomDetail): string | null {
  return matchRoomPath(room.match, room.roomId);
}

/** "Home – Away", or the room's title for tables and tracks without two sides. */
export function roomMatchName(room: Pick<RoomDetail, 'title' | 'match'>, alwaysOn: boolean): string {
  return alwaysOn ? room.title : `${room.match.home} – ${room.match.away}`;
}
