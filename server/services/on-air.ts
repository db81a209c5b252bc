import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { RoomDetail } from '@/lib/contract/room';
import { ON_AIR_STATES } from '@/lib/domain/broadcast';
import { ALWAYS_ON_MODES, isAlwaysOnMode } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Database } from '@/server/db/schema';

/** A state of a broadcast that holds its room's air, as the room detail says it. */
export type AirState = NonNullable<RoomDetail['broadcastState']>;

export function airState(state: string | null | undefined): AirState | null {
  return (ON_AIR_STATES as readonly (string | null | undefined)[]).includes(state) ? (state as AirState) : null;
}

export interface RoomAirFacts {
  /** live_rooms.demo: 1 for the simulator's rooms, 0 once a commentator broadcast in it. */
  demo: number;
  liveModeId: number;
  scheduleStatus: number;
  /** The state of the room's broadcast on air, or null. */
  broadcastState: string | null;
}

/**
 * A demo room is on air while its match is live (an always-on table, always); a real room exactly
 * while one of its broadcasts holds the air, whatever the match is doing.
 */
export function isOnAir(room: RoomAirFacts): boolean {
  if (room.demo !== 0) return room.scheduleStatus === SCHEDULE_STATUS.live || isAlwaysOnMode(room.liveModeId);
  return airState(room.broadcastState) !== null;
}

type RoomScope = ExpressionBuilder<Database & { r: Database['liveRooms'] }, 'r'>;
type RoomFixtureScope = ExpressionBuilder<Database & { r: Database['liveRooms']; f: Database['fixtures'] }, 'r' | 'f'>;

/** The state of the broadcast on air in room `r`, as a subquery to select (null when there is none). */
export function airStateOfRoom(eb: RoomScope) {
  return eb
    .selectFrom('broadcasts as b')
    .select('b.state')
    .whereRef('b.roomId', '=', 'r.id')
    .where('b.state', 'in', ON_AIR_STATES)
    .orderBy('b.id', 'desc')
    .limit(1);
}

/** `isOnAir` in SQL, for room `r` joined with its fixture `f`: one EXISTS per row, no extra query. */
export function roomOnAirSql(eb: RoomFixtureScope): Expression<SqlBool> {
  const broadcasting = eb.exists(
    eb.selectFrom('broadcasts as b').select('b.id').whereRef('b.roomId', '=', 'r.id').where('b.state', 'in', ON_AIR_STATES),
  );
  return eb.or([
    eb.and([eb('r.demo', '!=', 0), eb.or([eb('f.scheduleStatus', '=', SCHEDULE_STATUS.live), eb('r.liveModeId', 'in', [...ALWAYS_ON_MODES])])]),
    eb.and([eb('r.demo', '=', 0), broadcasting]),
  ]);
}
