import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { seed } from '@/server/db/seed';
import { createSimulator } from '@/server/feed/simulator';
import { feedDb } from '@/server/feed/tables';
import { settleTip } from '@/server/feed/programme/tip-pick';
import { testBackends, type TestDb } from '../fixtures/test-db';

const backends = await testBackends();
const HOUR = 3_600_000;
/** Sunday 22 November 2026, 20:00 in Ho Chi Minh City. */
const T0 = Date.UTC(2026, 10, 22, 13, 0);

describe.each(backends)('members’ tips settle when the simulator ends a match, on $name', (backend) => {
  let t: TestDb;
  let memberId: number;
  beforeAll(async () => {
    t = await backend.open();
    await seed(t.db, { now: T0 });
    await createSimulator(t.db).advance(T0);
    const row = await t.db
      .insertInto('users')
      .values({ username: 'tipper', passwordHash: 'x', displayName: 'Tipper', nickname: null, profilePicture: null, siteRoleId: SITE_ROLE.member, email: null, phone: null, createdAt: T0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    memberId = row.id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  /** The next two football fixtures a few hours on whose fate the provider has not decided. */
  async function upcomingPair() {
    const rows = await feedDb(t.db)
      .selectFrom('fixtures as f')
      .leftJoin('feedFixtures as ff', 'ff.fixtureId', 'f.id')
      .select(['f.id', 'f.startTime'])
      .where('f.liveModeId', '=', LIVE_MODE.football)
      .where('f.scheduleStatus', '=', SCHEDULE_STATUS.comingUp)
      .where('f.startTime', '>', T0 + 3 * HOUR)
      .where('ff.fate', 'is', null)
      .orderBy('f.startTime')
      .limit(2)
      .execute();
    const [played, stopped] = rows;
    if (!played || !stopped) throw new Error('expected two upcoming football fixtures');
    return { played, stopped };
  }

  const tip = (fixtureId: number, market: string, selection: string, line: number | null) => ({
    fixtureId, authorId: memberId, market, selection, line, odds: 1.9, confidence: 3, analysisVi: 'Viết trước giờ bóng lăn, đủ dài.', analysisEn: 'Viết trước giờ bóng lăn, đủ dài.', analysisZh: 'Viết trước giờ bóng lăn, đủ dài.', lang: 'vi', result: null, createdAt: T0, updatedAt: null,
  });

  it('settles a member’s 1x2, handicap and total tips by the final score, and voids those on a match not played out', async () => {
    const { played, stopped: fated } = await upcomingPair();
    // The provider's word: this one is abandoned mid-match.
    await feedDb(t.db)
      .insertInto('feedFixtures')
      .values({ fixtureId: fated.id, fate: 'abandoned', shootoutHome: null, shootoutAway: null })
      .onConflict((oc) => oc.column('fixtureId').doUpdateSet({ fate: 'abandoned' }))
      .execute();
    await t.db.insertInto('tips').values([
      tip(played.id, '1x2', 'home', null),
      tip(played.id, 'ah', 'away', 0.25),
      tip(played.id, 'ou', 'over', 2.5),
      tip(fated.id, '1x2', 'away', null),
    ]).execute();

    const sim = createSimulator(t.db);
    const end = Math.max(played.startTime, fated.startTime) + 4 * HOUR;
    for (let now = T0 + HOUR; now < end; now += HOUR) await sim.advance(now);
    await sim.advance(end);

    const final = await t.db.selectFrom('fixtures').select(['status', 'scheduleStatus', 'homeScore', 'awayScore']).where('id', '=', played.id).executeTakeFirstOrThrow();
    expect(final.scheduleStatus).toBe(SCHEDULE_STATUS.ended);
    const score = { played: true, home: final.homeScore, away: final.awayScore };
    const mine = await t.db.selectFrom('tips').select(['fixtureId', 'market', 'selection', 'line', 'result']).where('authorId', '=', memberId).execute();
    for (const m of mine.filter((r) => r.fixtureId === played.id)) {
      expect(m.result).toBe(settleTip(m, score));
    }
    expect(mine.find((m) => m.fixtureId === played.id && m.market === '1x2')?.result).toMatch(/^(won|lost)$/);
    expect(mine.find((m) => m.fixtureId === fated.id)?.result).toBe('void');
  }, 120_000);
});
