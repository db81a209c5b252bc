import type { z } from 'zod';
import type { Anchor, anchorSchedule as anchorScheduleCall, scheduleAnchor } from '@/lib/contract/room';
import type { Match } from '@/lib/contract/schedule';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { requireFixture } from './fixture-lookup';
import { fixtureQuery, loadMatches, orderLiveFirst, type FixtureQuery } from './matches';
import { airStateOfRoom, isOnAir, roomOnAirSql } from './on-air';
import { toPerson } from './rooms';
import type { ServiceCtx } from './schedule';

/** How many live/upcoming and how many finished matches a commentator's schedule shows. */
export const ANCHOR_SCHEDULE_ACTIVE_MAX = 30;
export const ANCHOR_SCHEDULE_RECENT_MAX = 10;

const ACTIVE: readonly number[] = [SCHEDULE_STATUS.live, SCHEDULE_STATUS.comingUp];
const CLOSED: readonly number[] = [SCHEDULE_STATUS.ended, SCHEDULE_STATUS.cancel];

function hostedBy(query: FixtureQuery, userId: number): FixtureQuery {
  return query.where((eb) =>
    eb.exists(eb.selectFrom('liveRooms as r').select('r.id').whereRef('r.fixtureId', '=', 'f.id').where('r.commentatorId', '=', userId)),
  );
}

/**
 * A commentator's matches (live, then upcoming soonest first, then recent ones newest first), one
 * match (fixtureId; 404 when unknown), or that match only if the commentator hosts it (both).
 */
export async function anchorSchedule(db: Db, q: z.output<typeof anchorScheduleCall.query>, ctx: ServiceCtx): Promise<Match[]> {
  if (q.fixtureId === undefined && q.userId === undefined) {
    throw new ApiError(422, 'fixtureId, userId: at least one is required');
  }
  if (q.fixtureId !== undefined) {
    await requireFixture(db, q.fixtureId);
    let query = fixtureQuery(db, ctx.locale).where('f.id', '=', q.fixtureId);
    if (q.userId !== undefined) query = hostedBy(query, q.userId);
    return loadMatches(db, query);
  }
  const userId = q.userId ?? 0;
  const active = hostedBy(fixtureQuery(db, ctx.locale), userId).where('f.scheduleStatus', 'in', ACTIVE);
  const recent = hostedBy(fixtureQuery(db, ctx.locale), userId).where('f.scheduleStatus', 'in', CLOSED);
  const [now, past] = await Promise.all([
    loadMatches(db, orderLiveFirst(active).orderBy('f.startTime').orderBy('f.id').limit(ANCHOR_SCHEDULE_ACTIVE_MAX)),
    loadMatches(db, recent.orderBy('f.startTime', 'desc').orderBy('f.id').limit(ANCHOR_SCHEDULE_RECENT_MAX)),
  ]);
  return [...now, ...past];
}

interface Slot {
  roomId: number;
  fixtureId: number;
  viewerCount: number;
  onAir: boolean;
  startTime: number;
}

/** The room a commentator is on air in (busiest), else their soonest upcoming one. */
function bestSlot(slots: Slot[]): Slot | undefined {
  return [...slots].sort((a, b) =>
    a.onAir !== b.onAir ? (a.onAir ? -1 : 1) : a.onAir ? b.viewerCount - a.viewerCount : a.startTime - b.startTime || a.roomId - b.roomId,
  )[0];
}

/** Commentators: those on air first (most viewers first), then by their next match, then by name. */
export async function scheduleAnchors(db: Db, q: z.output<typeof scheduleAnchor.query>, ctx: ServiceCtx): Promise<Anchor[]> {
  let people = db
    .selectFrom('users as u')
    .select(['u.id as userId', 'u.displayName', 'u.nickname', 'u.profilePicture'])
    .where('u.siteRoleId', '=', SITE_ROLE.commentator);
  if (q.liveModeId !== undefined) {
    const mode = q.liveModeId;
    people = people.where((eb) =>
      eb.exists(eb.selectFrom('liveRooms as m').select('m.id').whereRef('m.commentatorId', '=', 'u.id').where('m.liveModeId', '=', mode)),
    );
  }
  const commentators = await people.execute();
  if (commentators.length === 0) return [];

  let roomQuery = db
    .selectFrom('liveRooms as r')
    .innerJoin('fixtures as f', 'f.id', 'r.fixtureId')
    .select(['r.id as roomId', 'r.commentatorId', 'r.fixtureId', 'r.viewerCount', 'r.liveModeId', 'r.demo', 'f.scheduleStatus', 'f.startTime'])
    .select((eb) => airStateOfRoom(eb).as('broadcastState'))
    .where('r.commentatorId', 'in', commentators.map((c) => c.userId))
    // A commentator on air after the whistle (a post-match show) is still on air.
    .where((eb) => eb.or([eb('f.scheduleStatus', 'in', ACTIVE), roomOnAirSql(eb)]));
  if (q.liveModeId !== undefined) roomQuery = roomQuery.where('r.liveModeId', '=', q.liveModeId);
  const slotsOf = new Map<number, Slot[]>();
  for (const r of await roomQuery.execute()) {
    const list = slotsOf.get(r.commentatorId) ?? [];
    list.push({ roomId: r.roomId, fixtureId: r.fixtureId, viewerCount: r.viewerCount, onAir: isOnAir(r), startTime: r.startTime });
    slotsOf.set(r.commentatorId, list);
  }

  const ranked = commentators
    .map((c) => ({ person: toPerson(c), slot: bestSlot(slotsOf.get(c.userId) ?? []) }))
    .sort((a, b) => {
      const aOn = a.slot?.onAir ? 1 : 0;
      const bOn = b.slot?.onAir ? 1 : 0;
      if (aOn !== bOn) return bOn - aOn;
      if (aOn) return (b.slot?.viewerCount ?? 0) - (a.slot?.viewerCount ?? 0) || a.person.userId - b.person.userId;
      const aStart = a.slot?.startTime ?? Number.MAX_SAFE_INTEGER;
      const bStart = b.slot?.startTime ?? Number.MAX_SAFE_INTEGER;
      return aStart - bStart || a.person.displayName.localeCompare(b.person.displayName) || a.person.userId - b.person.userId;
    })
    .slice(0, q.pageSize);

  const fixtureIds = [...new Set(ranked.flatMap((r) => (r.slot ? [r.slot.fixtureId] : [])))];
  const matches = fixtureIds.length > 0 ? await loadMatches(db, fixtureQuery(db, ctx.locale).where('f.id', 'in', fixtureIds)) : [];
  const byId = new Map(matches.map((m) => [m.fixtureId, m]));
  return ranked.map(({ person, slot }) => ({
    ...person,
    liveRoomId: slot?.onAir ? slot.roomId : null,
    viewerCount: slot?.onAir ? slot.viewerCount : 0,
    nextMatch: slot ? (byId.get(slot.fixtureId) ?? null) : null,
  }));
}
