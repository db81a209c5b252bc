import type { Person, RoomDetail } from '@/lib/contract/room';
import { ALWAYS_ON_MODES } from '@/lib/domain/live-modes';
import type { Db } from '@/server/db/client';
import { groupForRoom } from '@/server/chat/store';
import { localizedColumn } from './localized';
import { fixtureQuery, loadMatches, streamLink } from './matches';
import { airState, airStateOfRoom, isOnAir } from './on-air';
import type { ServiceCtx } from './schedule';

export { ALWAYS_ON_MODES, isOnAir };

export function toPerson(u: { userId: number; displayName: string; nickname: string | null; profilePicture: string | null }): Person {
  return { userId: u.userId, displayName: u.displayName, nickname: u.nickname, profilePicture: u.profilePicture };
}

/**
 * One room with its host and its match (every room of that match in `match.users`).
 * Null when there is no such room; the API answers 404 for it, a page calls notFound().
 */
export async function liveRoomDetail(db: Db, roomId: number, ctx: ServiceCtx): Promise<RoomDetail | null> {
  const room = await db
    .selectFrom('liveRooms as r')
    .innerJoin('users as u', 'u.id', 'r.commentatorId')
    .select(['r.id as roomId', 'r.fixtureId', localizedColumn('r.title', ctx.locale).as('title'), 'r.liveModeId', 'r.viewerCount', 'r.demo', 'u.id as userId', 'u.displayName', 'u.nickname', 'u.profilePicture'])
    .select((eb) => airStateOfRoom(eb).as('broadcastState'))
    .where('r.id', '=', roomId)
    .executeTakeFirst();
  if (!room) return null;
  const [match] = await loadMatches(db, fixtureQuery(db, ctx.locale).where('f.id', '=', room.fixtureId));
  if (!match) return null;
  // Rooms the feed opened after the seed get their chat group here, the first time anyone looks.
  const group = await groupForRoom(db, room.roomId, ctx.now);
  if (!group) return null;
  return {
    roomId: room.roomId,
    title: room.title,
    liveModeId: room.liveModeId,
    viewerCount: room.viewerCount,
    streamLink: streamLink(room.roomId),
    onAir: isOnAir({ ...room, scheduleStatus: match.scheduleStatus }),
    demo: room.demo !== 0,
    broadcastState: room.demo !== 0 ? null : airState(room.broadcastState),
    host: toPerson(room),
    match,
    groupId: group.id,
  };
}
