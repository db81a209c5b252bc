import type { RoomDetail } from '@/lib/contract/room';
import { ROOM_LIVE_REFRESH_MS } from '@/lib/api/queries/room';
import { REAL_ROOM_REFRESH_MS } from '@/lib/domain/viewing';

/**
 * How often the room page asks for its room again: a commentator's room often, on air or not, so the
 * player follows the broadcast going on air, dropping and ending; a demo room while it is on air.
 */
export function roomRefreshMs(room: RoomDetail | undefined): number | false {
  if (!room) return false;
  if (!room.demo) return REAL_ROOM_REFRESH_MS;
  return room.onAir ? ROOM_LIVE_REFRESH_MS : false;
}
