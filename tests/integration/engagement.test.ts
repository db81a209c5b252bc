import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckInCalendar, LevelInfo, MissionBoard, ReferralInfo } from '@/lib/contract/engagement';
import { CHECK_IN_REWARDS } from '@/lib/domain/check-in';
import { addDays, memberDay, memberDayRange } from '@/lib/domain/member-day';
import { MISSIONS } from '@/lib/domain/missions';
import { POINT_KIND } from '@/lib/domain/points';
import { REFERRAL_REWARD_POINTS, isReferralCode } from '@/lib/domain/referral';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { pointsOf } from '@/server/services/points';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FX } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { forgedToken, guestToken, memberToken } from './auth-tokens';

const backends = await testBackends();
const U = '/live/api/user';
const points = (id: string) => MISSIONS.find((m) => m.id === id)?.points ?? NaN;

describe.each(backends)('member engagement on $name', (backend) => {
  let h: Harness;
  let seq = 0;
  beforeAll(async () => {
    h = await openHarness(backend);
  });
  afterAll(async () => {
    await h.t.close();
  });

  async function newMember(extra: { referredBy?: number; phoneVerifiedAt?: number } = {}): Promise<{ id: number; token: string }> {
    seq += 1;
    const row = await h.t.db
      .insertInto('users')
      .values({ username: `eng${seq}`, passwordHash: 'x', displayName: `Thành viên ${seq}`, nickname: null, profilePicture: null, siteRoleId: SITE_ROLE.member, email: null, phone: null, createdAt: Date.now() - seq, ...extra })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, token: await memberToken(row.id) };
  }
  const get = <T>(path: string, token?: string) => call<T>(h.api, `${U}${path}`, { token });
  const post = <T>(path: string, body: unknown, token?: string) => call<T>(h.api, `${U}${path}`, { method: 'POST', body, token });
  const missions = async (token: string) => (await get<MissionBoard>('/mission/list', token)).body.data;
  const mission = async (token: string, id: string) => (await missions(token)).missions.find((m) => m.id === id);

  it('answers 401 on every endpoint to guests, missing, forged and garbage tokens', async () => {
    const m = await newMember();
    const tokens = [undefined, (await guestToken()).token, await forgedToken(m.id), 'garbage'];
    for (const token of tokens) {
      for (const path of ['/level/info', '/mission/list', '/check-in/calendar', '/referral/info']) expect((await get(path, token)).status).toBe(401);
      expect((await post('/mission/claim', { missionId: 'checkIn' }, token)).status).toBe(401);
      expect((await post('/check-in/sign', {}, token)).status).toBe(401);
      expect((await post('/watch/heartbeat', { roomId: 1 }, token)).status).toBe(401);
    }
  });

  it('answers 422 naming the field to wrong types and unknown fields', async () => {
    const { token } = await newMember();
    const bad: [string, unknown][] = [
      ['/mission/claim', { missionId: 'flyToMoon' }],
      ['/mission/claim', { missionId: 3 }],
      ['/mission/claim', {}],
      ['/watch/heartbeat', { roomId: 'one' }],
      ['/watch/heartbeat', { roomId: -1 }],
      ['/check-in/sign', { day: '2026-01-01' }],
    ];
    for (const [path, body] of bad) {
      const res = await post(path, body, token);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(422);
    }
    expect((await post('/mission/claim', { missionId: 3 }, token)).body.msg).toMatch(/missionId/);
    const month = await get('/check-in/calendar?month=2026-13', token);
    expect(month.status).toBe(422);
    expect(month.body.msg).toMatch(/month/);
    expect((await post('/watch/heartbeat', { roomId: 999_999 }, token)).status).toBe(404);
  });

  it('starts a member at level 1 with the LV badge', async () => {
    const { token } = await newMember();
    const res = await get<LevelInfo>('/level/info', token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ points: 0, level: 1, badge: 'LV', levelFloor: 0, progress: 0 });
    expect(res.body.data.nextLevelAt).toBeGreaterThan(0);
  });

  it('checks in once per day even when clicks race: one row, one award', async () => {
    const m = await newMember();
    const results = await Promise.all(Array.from({ length: 6 }, () => post<{ streak: number; points: number }>('/check-in/sign', {}, m.token)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await h.t.db.selectFrom('checkIns').selectAll().where('userId', '=', m.id).execute();
    expect(rows).toHaveLength(1);
    const ledger = await h.t.db.selectFrom('pointLedger').selectAll().where('userId', '=', m.id).where('kind', '=', POINT_KIND.checkIn).execute();
    expect(ledger).toHaveLength(1);
    expect(await pointsOf(h.t.db, m.id)).toBe(CHECK_IN_REWARDS[0]);
    const cal = (await get<CheckInCalendar>('/check-in/calendar', m.token)).body.data;
    expect(cal).toMatchObject({ checkedToday: true, currentStreak: 1, bestStreak: 1, days: [cal.today] });
  });

  it('continues a streak from yesterday and pays the day-7 bonus', async () => {
    const m = await newMember();
    const today = memberDay(Date.now());
    await h.t.db.insertInto('checkIns').values(Array.from({ length: 6 }, (_, i) => ({ userId: m.id, day: addDays(today, i - 6), streak: i + 1, points: 10, createdAt: 0 }))).execute();
    const before = (await get<CheckInCalendar>('/check-in/calendar', m.token)).body.data;
    expect(before).toMatchObject({ checkedToday: false, currentStreak: 6, bestStreak: 6, todayReward: 50 });
    const res = await post<{ streak: number; points: number }>('/check-in/sign', {}, m.token);
    expect(res.body.data).toMatchObject({ day: today, streak: 7, points: 50 });
    const after = (await get<CheckInCalendar>('/check-in/calendar', m.token)).body.data;
    expect(after).toMatchObject({ currentStreak: 7, bestStreak: 7 });
    const lastMonth = (await get<CheckInCalendar>(`/check-in/calendar?month=${addDays(today, -40).slice(0, 7)}`, m.token)).body.data;
    expect(lastMonth.days).toEqual([]);
  });

  it('answers 409 to claiming an incomplete mission, then pays a completed one once under racing claims', async () => {
    const m = await newMember();
    expect((await post('/mission/claim', { missionId: 'checkIn' }, m.token)).status).toBe(409);
    expect(await mission(m.token, 'checkIn')).toMatchObject({ progress: 0, complete: false, claimed: false });
    await post('/check-in/sign', {}, m.token);
    expect(await mission(m.token, 'checkIn')).toMatchObject({ progress: 1, complete: true, claimed: false });
    const claims = await Promise.all(Array.from({ length: 5 }, () => post<{ level: LevelInfo }>('/mission/claim', { missionId: 'checkIn' }, m.token)));
    expect(claims.map((c) => c.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(claims.find((c) => c.status === 200)?.body.data.level.points).toBe(CHECK_IN_REWARDS[0] + points('checkIn'));
    expect(await mission(m.token, 'checkIn')).toMatchObject({ claimed: true });
    expect(await pointsOf(h.t.db, m.id)).toBe(CHECK_IN_REWARDS[0] + points('checkIn'));
  });

  it('counts today’s chat messages, tips and bookings from the real tables', async () => {
    const m = await newMember();
    const now = Date.now();
    const { start } = memberDayRange(memberDay(now));
    const group = await h.t.db.insertInto('chatGroups').values({ kind: 'topic', nameVi: 'eng', nameEn: 'eng', nameZh: 'eng', liveRoomId: null, pairKey: null, pinnedMessageId: null, lastMessageAt: null, createdAt: now }).returning('id').executeTakeFirstOrThrow();
    const msg = (createdAt: number, systemMessage = 0) => ({ groupId: group.id, userId: m.id, showName: 'x', text: 'hi', parentId: null, colour: null, vipGroup: null, toUserId: null, ip: null, createdAt, systemMessage });
    // Four today, one yesterday, one system notice: not yet five.
    await h.t.db.insertInto('chatMessages').values([msg(now), msg(now), msg(start), msg(now), msg(start - 1), msg(now, 5)]).execute();
    expect(await mission(m.token, 'chat')).toMatchObject({ progress: 4, complete: false });
    await h.t.db.insertInto('chatMessages').values(msg(now)).execute();
    expect(await mission(m.token, 'chat')).toMatchObject({ progress: 5, complete: true });
    expect((await post('/mission/claim', { missionId: 'chat' }, m.token)).status).toBe(200);

    expect(await mission(m.token, 'booking')).toMatchObject({ complete: false });
    await h.t.db.insertInto('bookings').values({ userId: m.id, fixtureId: FX.upcomingFootball, commentatorId: h.data.commentators.long, name: 'x', createdAt: now }).execute();
    expect(await mission(m.token, 'booking')).toMatchObject({ complete: true });

    expect(await mission(m.token, 'tip')).toMatchObject({ complete: false });
    await h.t.db.insertInto('tips').values({ fixtureId: FX.upcomingFootball, authorId: m.id, market: '1x2', selection: 'home', line: null, odds: 2, confidence: 3, analysisVi: 'x', analysisEn: 'x', analysisZh: 'x', lang: 'vi', result: null, createdAt: now, updatedAt: null }).execute();
    expect(await mission(m.token, 'tip')).toMatchObject({ complete: true });

    // Five messages: one chat step of the activity award, on top of the claimed mission.
    const level = (await get<LevelInfo>('/level/info', m.token)).body.data;
    expect(level.points).toBe(points('chat') + 5);
  });

  it('counts a watched minute per beat, ignores floods, and completes the watch mission', async () => {
    const m = await newMember();
    const beat = () => post<{ counted: boolean; minutesToday: number }>('/watch/heartbeat', { roomId: 1 }, m.token);
    const flood = await Promise.all(Array.from({ length: 20 }, beat));
    expect(flood.every((r) => r.status === 200)).toBe(true);
    expect(flood.filter((r) => r.body.data.counted)).toHaveLength(1);
    expect((await beat()).body.data).toEqual({ counted: false, minutesToday: 1 });
    // A minute later the next beat counts.
    await h.t.db.updateTable('watchDays').set({ lastBeatAt: Date.now() - 60_000 }).where('userId', '=', m.id).execute();
    expect((await beat()).body.data).toEqual({ counted: true, minutesToday: 2 });
    expect(await mission(m.token, 'watch')).toMatchObject({ progress: 2, complete: false });
    // Nine minutes on, the tenth counted minute completes it and pays the first watch step.
    await h.t.db.updateTable('watchDays').set({ minutes: 9, lastBeatAt: 0 }).where('userId', '=', m.id).execute();
    expect((await beat()).body.data).toEqual({ counted: true, minutesToday: 10 });
    expect(await mission(m.token, 'watch')).toMatchObject({ progress: 10, complete: true });
    expect(await pointsOf(h.t.db, m.id)).toBe(10);
  });

  it('stops counting at the daily cap', async () => {
    const m = await newMember();
    await h.t.db.insertInto('watchDays').values({ userId: m.id, day: memberDay(Date.now()), minutes: 600, lastBeatAt: 0 }).execute();
    const res = await post<{ counted: boolean; minutesToday: number }>('/watch/heartbeat', { roomId: 1 }, m.token);
    expect(res.body.data).toEqual({ counted: false, minutesToday: 600 });
    expect(await pointsOf(h.t.db, m.id)).toBe(0);
  });

  it('gives a referral code once, even to racing first reads', async () => {
    const m = await newMember();
    const reads = await Promise.all(Array.from({ length: 4 }, () => get<ReferralInfo>('/referral/info', m.token)));
    const codes = new Set(reads.map((r) => r.body.data.code));
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    expect(isReferralCode(code ?? '')).toBe(true);
    expect(reads[0]?.body.data).toMatchObject({ path: `/?ref=${code}`, referred: [], earnedPoints: 0, rewardPoints: REFERRAL_REWARD_POINTS });
    const stored = await h.t.db.selectFrom('users').select('referralCode').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(stored.referralCode).toBe(code);
  });

  it('lists referred members and pays the referrer once per phone-verified one', async () => {
    const referrer = await newMember();
    const pending = await newMember({ referredBy: referrer.id });
    const verified = await newMember({ referredBy: referrer.id, phoneVerifiedAt: Date.now() });
    const reads = await Promise.all([get<ReferralInfo>('/referral/info', referrer.token), get<LevelInfo>('/level/info', referrer.token), get<ReferralInfo>('/referral/info', referrer.token)]);
    expect(reads.every((r) => r.status === 200)).toBe(true);
    const info = (await get<ReferralInfo>('/referral/info', referrer.token)).body.data;
    const byId = [...info.referred].sort((a, b) => a.userId - b.userId);
    expect(byId.map((r) => [r.userId, r.displayName.length > 0, r.verified, r.rewarded])).toEqual([
      [pending.id, true, false, false],
      [verified.id, true, true, true],
    ]);
    expect(info.earnedPoints).toBe(REFERRAL_REWARD_POINTS);
    expect(await pointsOf(h.t.db, referrer.id)).toBe(REFERRAL_REWARD_POINTS);

    await h.t.db.updateTable('users').set({ phoneVerifiedAt: Date.now() }).where('id', '=', pending.id).execute();
    const level = (await get<LevelInfo>('/level/info', referrer.token)).body.data;
    expect(level.points).toBe(2 * REFERRAL_REWARD_POINTS);
    expect(level.level).toBeGreaterThan(1);
  });
});
