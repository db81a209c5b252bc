import type { z } from 'zod';
import type { Booking, bookingCancel, bookingSchedule } from '@/lib/contract/booking';
import { BOOKING_MAX_PER_USER, BOOKING_NAME_MAX } from '@/lib/domain/match-events';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { isClosed, requireFixture } from './fixture-lookup';
import { fixtureQuery, loadMatches } from './matches';
import { toPerson } from './rooms';
import type { ServiceCtx } from './schedule';
import { uniqueViolationColumn } from './unique-violation';

/** The signed-in member the call is for. */
export interface MemberCtx extends ServiceCtx {
  userId: number;
}

/** The member's bookings: live and upcoming first (soonest first), then finished ones (newest first). */
export async function bookingList(db: Db, ctx: MemberCtx): Promise<Booking[]> {
  return loadBookings(db, ctx);
}

async function loadBookings(db: Db, ctx: MemberCtx, onlyId?: number): Promise<Booking[]> {
  let query = db
    .selectFrom('bookings as b')
    .innerJoin('users as u', 'u.id', 'b.commentatorId')
    .leftJoin('liveRooms as r', (j) => j.onRef('r.fixtureId', '=', 'b.fixtureId').onRef('r.commentatorId', '=', 'b.commentatorId'))
    .select(['b.id', 'b.name', 'b.createdAt', 'b.fixtureId', 'r.id as roomId', 'u.id as userId', 'u.displayName', 'u.nickname', 'u.profilePicture'])
    .where('b.userId', '=', ctx.userId);
  if (onlyId !== undefined) query = query.where('b.id', '=', onlyId);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const matches = await loadMatches(db, fixtureQuery(db, ctx.locale).where('f.id', 'in', [...new Set(rows.map((r) => r.fixtureId))]));
  const byId = new Map(matches.map((m) => [m.fixtureId, m]));
  // One room per commentator and fixture is the norm; should there be two, the first wins.
  const seen = new Set<number>();
  const out: Booking[] = [];
  for (const r of rows) {
    const match = byId.get(r.fixtureId);
    if (!match || seen.has(r.id)) continue;
    seen.add(r.id);
    out.push({ id: r.id, name: r.name, createdAt: r.createdAt, commentator: toPerson(r), roomId: r.roomId ?? null, match });
  }
  return out.sort(byAgenda);
}

function byAgenda(a: Booking, b: Booking): number {
  const aDone = isClosed(a.match.scheduleStatus);
  const bDone = isClosed(b.match.scheduleStatus);
  if (aDone !== bDone) return aDone ? 1 : -1;
  const byStart = aDone ? b.match.startTimestamp - a.match.startTimestamp : a.match.startTimestamp - b.match.startTimestamp;
  return byStart || a.id - b.id;
}

/**
 * Books a commentator's broadcast of a fixture for the member. 403 when `userId` is someone else;
 * 404 unknown fixture or a commentator who does not host it; 409 when the match is over, already
 * booked, or the member holds BOOKING_MAX_PER_USER bookings.
 */
export async function createBooking(db: Db, body: z.output<typeof bookingSchedule.body>, ctx: MemberCtx): Promise<Booking> {
  if (body.userId !== undefined && body.userId !== ctx.userId) throw new ApiError(403, 'userId: you can only book for yourself');
  const member = await db.selectFrom('users').select('id').where('id', '=', ctx.userId).executeTakeFirst();
  if (!member) throw new ApiError(401, 'Login required');
  const fixture = await requireFixture(db, body.fixtureId);
  const room = await db
    .selectFrom('liveRooms')
    .select('id')
    .where('fixtureId', '=', body.fixtureId)
    .where('commentatorId', '=', body.commentatorId)
    .executeTakeFirst();
  if (!room) throw new ApiError(404, 'commentatorId: this commentator does not host that match');
  if (isClosed(fixture.scheduleStatus)) throw new ApiError(409, 'fixtureId: the match is over');
  const held = await db.selectFrom('bookings').select((eb) => eb.fn.countAll().as('n')).where('userId', '=', ctx.userId).executeTakeFirst();
  if (Number(held?.n ?? 0) >= BOOKING_MAX_PER_USER) throw new ApiError(409, `You can hold at most ${BOOKING_MAX_PER_USER} bookings`);

  const name = body.name ?? (await defaultName(db, fixture.homeTeamId, fixture.awayTeamId));
  let id: number;
  try {
    const row = await db
      .insertInto('bookings')
      .values({ userId: ctx.userId, fixtureId: body.fixtureId, commentatorId: body.commentatorId, name, createdAt: ctx.now ?? Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } catch (err) {
    if (uniqueViolationColumn(err) !== null) throw new ApiError(409, 'Already booked');
    throw err;
  }
  const [booking] = await loadBookings(db, ctx, id);
  if (!booking) throw new ApiError(404, 'Booking not found');
  return booking;
}

async function defaultName(db: Db, homeId: number, awayId: number): Promise<string> {
  const teams = await db.selectFrom('teams').select(['id', 'name']).where('id', 'in', [homeId, awayId]).execute();
  const nameOf = (id: number) => teams.find((t) => t.id === id)?.name ?? '';
  return `${nameOf(homeId)} – ${nameOf(awayId)}`.slice(0, BOOKING_NAME_MAX);
}

/** Cancels one of the member's own bookings; someone else's or an unknown id is 404. */
export async function cancelBooking(db: Db, body: z.output<typeof bookingCancel.body>, ctx: MemberCtx): Promise<null> {
  const res = await db.deleteFrom('bookings').where('id', '=', body.id).where('userId', '=', ctx.userId).executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw new ApiError(404, `id: no booking ${body.id}`);
  return null;
}
