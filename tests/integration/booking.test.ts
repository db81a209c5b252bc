import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingList as bookingListCall, type Booking } from '@/lib/contract/booking';
import { envelope } from '@/lib/contract/endpoint';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { BOOKING_MAX_PER_USER } from '@/lib/domain/match-events';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { hashPassword } from '@/server/auth/passwords';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FX, TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { forgedToken, guestToken, memberToken } from './auth-tokens';

const backends = await testBackends();
const B = '/live/api/user/booking';

describe.each(backends)('bookings on $name', (backend) => {
  let h: Harness;
  let fan: string;
  let other: { id: number; token: string };
  beforeAll(async () => {
    h = await openHarness(backend);
    fan = await memberToken(h.data.fanId);
    const row = await h.t.db
      .insertInto('users')
      .values({ username: 'fan02', passwordHash: await hashPassword('another-pass-2'), displayName: 'Fan Hai', nickname: null, profilePicture: null, siteRoleId: SITE_ROLE.member, email: null, phone: null, createdAt: TEST_NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    other = { id: row.id, token: await memberToken(row.id) };
  });
  afterAll(async () => {
    await h.t.close();
  });

  const book = (body: unknown, token?: string) => call<Booking>(h.api, `${B}/booking-schedule`, { method: 'POST', body, token });
  const cancel = (body: unknown, token?: string) => call<null>(h.api, `${B}/cancel`, { method: 'POST', body, token });
  const list = async (token: string) => {
    const res = await call(h.api, `${B}/booking-list`, { token });
    expect(res.status).toBe(200);
    return envelope(bookingListCall.data).parse(res.body).data;
  };

  it('books a commentator’s broadcast, named after the match by default', async () => {
    const res = await book({ fixtureId: FX.upcomingFootball, commentatorId: h.data.commentators.long, userId: h.data.fanId }, fan);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Arsenal – Chelsea',
      roomId: 3,
      commentator: { userId: h.data.commentators.long, displayName: 'Long' },
      match: { fixtureId: FX.upcomingFootball },
    });
  });

  it('answers 409 to booking the same broadcast twice, without a second row', async () => {
    const res = await book({ fixtureId: FX.upcomingFootball, commentatorId: h.data.commentators.long }, fan);
    expect(res.status).toBe(409);
    const rows = await h.t.db.selectFrom('bookings').select('id').where('userId', '=', h.data.fanId).where('fixtureId', '=', FX.upcomingFootball).execute();
    expect(rows).toHaveLength(1);
  });

  it('lists live and upcoming bookings soonest first, then finished ones newest first', async () => {
    const { tuan, mai, long } = h.data.commentators;
    await book({ fixtureId: FX.tomorrowEsport, commentatorId: long, name: 'LPL tối mai' }, fan);
    await book({ fixtureId: FX.liveFootball, commentatorId: tuan }, fan);
    await book({ fixtureId: FX.liveBasketball, commentatorId: tuan }, fan);
    // A booking whose match has since finished, written as the match went by.
    await h.t.db.insertInto('bookings').values({ userId: h.data.fanId, fixtureId: FX.endedFootball, commentatorId: mai, name: 'Old', createdAt: TEST_NOW - 1 }).execute();
    await h.t.db.insertInto('bookings').values({ userId: h.data.fanId, fixtureId: FX.earlyMorning, commentatorId: mai, name: 'Older', createdAt: TEST_NOW - 2 }).execute();
    const mine = await list(fan);
    expect(mine.map((b) => b.match.fixtureId)).toEqual([
      FX.liveFootball, FX.liveBasketball, FX.upcomingFootball, FX.tomorrowEsport, FX.endedFootball, FX.earlyMorning,
    ]);
    expect(mine.find((b) => b.match.fixtureId === FX.tomorrowEsport)?.name).toBe('LPL tối mai');
    expect(mine.find((b) => b.match.fixtureId === FX.earlyMorning)?.roomId).toBeNull();
    expect(await list(other.token)).toEqual([]);
  });

  it('cancels one’s own booking, and 404s someone else’s or an unknown one', async () => {
    const [first] = await list(fan);
    if (!first) throw new Error('expected a booking');
    expect((await cancel({ id: first.id }, other.token)).status).toBe(404);
    expect((await cancel({ id: 999_999 }, fan)).status).toBe(404);
    const res = await cancel({ id: first.id }, fan);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect((await list(fan)).map((b) => b.id)).not.toContain(first.id);
    expect((await cancel({ id: first.id }, fan)).status).toBe(404);
  });

  it('answers 401 to guests, missing and forged tokens', async () => {
    const guest = (await guestToken()).token;
    const body = { fixtureId: FX.upcomingFootball, commentatorId: h.data.commentators.long };
    for (const token of [undefined, guest, await forgedToken(h.data.fanId), 'garbage']) {
      expect((await book(body, token)).status).toBe(401);
      expect((await call(h.api, `${B}/booking-list`, { token })).status).toBe(401);
      expect((await cancel({ id: 1 }, token)).status).toBe(401);
    }
  });

  it('answers 403 when booking for someone else', async () => {
    const res = await book({ fixtureId: FX.upcomingFootball, commentatorId: h.data.commentators.long, userId: h.data.fanId }, other.token);
    expect(res.status).toBe(403);
  });

  it('answers 404 for an unknown fixture or a commentator who does not host it', async () => {
    expect((await book({ fixtureId: 424242, commentatorId: h.data.commentators.long }, other.token)).status).toBe(404);
    expect((await book({ fixtureId: FX.upcomingFootball, commentatorId: h.data.commentators.tuan }, other.token)).status).toBe(404);
    expect((await book({ fixtureId: FX.upcomingFootball, commentatorId: 424242 }, other.token)).status).toBe(404);
  });

  it('answers 409 for a finished or cancelled match', async () => {
    expect((await book({ fixtureId: FX.endedFootball, commentatorId: h.data.commentators.mai }, other.token)).status).toBe(409);
  });

  it(`answers 409 past ${BOOKING_MAX_PER_USER} bookings, and books again after a cancel`, async () => {
    const row = await h.t.db
      .insertInto('users')
      .values({ username: 'collector', passwordHash: 'x', displayName: 'Collector', nickname: null, profilePicture: null, siteRoleId: SITE_ROLE.member, email: null, phone: null, createdAt: TEST_NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    const past = Array.from({ length: BOOKING_MAX_PER_USER }, (_, i) => 50_000 + i);
    await h.t.db
      .insertInto('fixtures')
      .values(past.map((id) => ({ id, staticId: id, liveModeId: LIVE_MODE.football, leagueId: 1, homeTeamId: 101, awayTeamId: 102, venueId: null, startTime: TEST_NOW - id, status: 'ft', scheduleStatus: SCHEDULE_STATUS.ended, homeScore: 1, awayScore: 1, updatedAt: TEST_NOW })))
      .execute();
    await h.t.db
      .insertInto('bookings')
      .values(past.map((fixtureId) => ({ userId: row.id, fixtureId, commentatorId: h.data.commentators.mai, name: 'Kept', createdAt: TEST_NOW })))
      .execute();
    const token = await memberToken(row.id);
    const body = { fixtureId: FX.upcomingFootball, commentatorId: h.data.commentators.long };
    const full = await book(body, token);
    expect(full.status).toBe(409);
    expect(full.body.msg).toContain(String(BOOKING_MAX_PER_USER));
    const [some] = await list(token);
    expect((await cancel({ id: some?.id ?? 0 }, token)).status).toBe(200);
    expect((await book(body, token)).status).toBe(200);
  });

  it.each([
    [{ fixtureId: FX.upcomingFootball }],
    [{ fixtureId: 'x', commentatorId: 1 }],
    [{ fixtureId: FX.upcomingFootball, commentatorId: 1, name: '' }],
    [{ fixtureId: FX.upcomingFootball, commentatorId: 1, name: 'x'.repeat(81) }],
    [{ fixtureId: FX.upcomingFootball, commentatorId: 1, extra: true }],
  ])('answers 422 to %j', async (body) => {
    expect((await book(body, fan)).status).toBe(422);
  });

  it('answers 422 to a bad cancel body and 400 to one that is not JSON', async () => {
    expect((await cancel({ id: 'one' }, fan)).status).toBe(422);
    expect((await cancel('{', fan)).status).toBe(400);
  });
});
