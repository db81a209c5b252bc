import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import type { Db } from '@/server/db/client';
import { seed } from '@/server/db/seed';
import { LocalCalendar } from '@/lib/format/local-calendar';
import { ALWAYS_ON_MODES } from '@/server/feed/simulated/clock';
import { shootoutScores } from '@/server/feed/simulated/shootouts';
import { createSimulator } from '@/server/feed/simulator';
import { feedDb } from '@/server/feed/tables';
import { TIP_MODES } from '@/server/feed/programme/tip-writer';
import { testBackends, type TestDb } from '../fixtures/test-db';

const backends = await testBackends();

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** Sunday 22 November 2026, 20:00 in Ho Chi Minh City. */
const T0 = Date.UTC(2026, 10, 22, 13, 0);

async function count(db: Db, table: 'fixtures' | 'matchEvents' | 'tips' | 'liveRooms'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Fixtures whose score is not the last event's score (events exist), or that have events but no score. */
async function scoreMismatches(db: Db): Promise<number[]> {
  const last = await db
    .selectFrom('matchEvents as e')
    .innerJoin('fixtures as f', 'f.id', 'e.fixtureId')
    .select(['f.id', 'f.homeScore', 'f.awayScore', 'e.homeScore as eh', 'e.awayScore as ea'])
    .where('e.seq', '=', (eb) => eb.selectFrom('matchEvents as m').select((m) => m.fn.max('m.seq').as('s')).whereRef('m.fixtureId', '=', 'e.fixtureId'))
    .execute();
  return last.filter((r) => r.homeScore !== r.eh || r.awayScore !== r.ea).map((r) => r.id);
}

describe.each(backends)('the match simulator on $name', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await backend.open();
    await seed(t.db, { now: T0 });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('catches up five days of events and tips on its first run, and changes nothing on a second run at the same time', async () => {
    const sim = createSimulator(t.db);
    const first = await sim.advance(T0);
    expect(first.events).toBeGreaterThan(1000);
    expect(first.tips).toBeGreaterThan(100);
    expect(first.days).toEqual([]);
    const rows = { events: await count(t.db, 'matchEvents'), tips: await count(t.db, 'tips'), fixtures: await count(t.db, 'fixtures') };
    const again = await createSimulator(t.db).advance(T0);
    expect(again).toMatchObject({ days: [], fixtures: 0, states: 0, events: 0, tips: 0, settled: 0, viewers: 0 });
    expect({ events: await count(t.db, 'matchEvents'), tips: await count(t.db, 'tips'), fixtures: await count(t.db, 'fixtures') }).toEqual(rows);
    expect(await scoreMismatches(t.db)).toEqual([]);
  }, 60_000);

  it('writes only events whose time has passed, and settles every tip of a finished match', async () => {
    const future = await t.db.selectFrom('matchEvents').select('fixtureId').where('at', '>', T0).execute();
    expect(future).toEqual([]);
    const open = await t.db
      .selectFrom('tips as tp')
      .innerJoin('fixtures as f', 'f.id', 'tp.fixtureId')
      .select(['tp.id', 'f.scheduleStatus'])
      .where('tp.result', 'is', null)
      .execute();
    expect(open.every((r) => r.scheduleStatus === SCHEDULE_STATUS.comingUp || r.scheduleStatus === SCHEDULE_STATUS.live)).toBe(true);
    const settled = await t.db.selectFrom('tips').select('result').where('result', 'is not', null).execute();
    expect(settled.every((r) => r.result === 'won' || r.result === 'lost' || r.result === 'void')).toBe(true);
    expect(settled.some((r) => r.result === 'won') && settled.some((r) => r.result === 'lost')).toBe(true);
  });

  it('gives each host of a football, basketball or esports room one tip with a composed analysis', async () => {
    const tips = await t.db
      .selectFrom('tips as tp')
      .innerJoin('fixtures as f', 'f.id', 'tp.fixtureId')
      .innerJoin('users as u', 'u.id', 'tp.authorId')
      .select(['tp.fixtureId', 'tp.authorId', 'tp.analysisVi', 'tp.analysisEn', 'tp.analysisZh', 'tp.lang', 'f.liveModeId', 'u.siteRoleId'])
      .execute();
    expect(tips.every((r) => TIP_MODES.includes(r.liveModeId) && r.siteRoleId === SITE_ROLE.commentator)).toBe(true);
    expect(new Set(tips.map((r) => `${r.fixtureId}:${r.authorId}`)).size).toBe(tips.length);
    expect(new Set(tips.map((r) => r.analysisVi)).size).toBe(tips.length);
    // Written by the site in every language, not in one language of the host's.
    expect(tips.every((r) => r.lang === null && r.analysisEn !== r.analysisVi && r.analysisZh !== r.analysisVi)).toBe(true);
    const rooms = await t.db
      .selectFrom('liveRooms as r')
      .innerJoin('fixtures as f', 'f.id', 'r.fixtureId')
      .select(['r.fixtureId', 'r.commentatorId'])
      .where('f.liveModeId', 'in', TIP_MODES)
      .execute();
    expect(new Set(tips.map((r) => `${r.fixtureId}:${r.authorId}`))).toEqual(new Set(rooms.map((r) => `${r.fixtureId}:${r.commentatorId}`)));
  });

  it('moves matches, events and viewers minute by minute, with the score always the last event\'s', async () => {
    const sim = createSimulator(t.db);
    for (let now = T0 + MIN; now <= T0 + 30 * MIN; now += 3 * MIN) {
      await sim.advance(now);
      expect(await scoreMismatches(t.db)).toEqual([]);
    }
    const live = await t.db.selectFrom('fixtures').select('id').where('scheduleStatus', '=', SCHEDULE_STATUS.live).execute();
    expect(live.length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('rolls the window forward a day at a time, once, and keeps the past', async () => {
    const before = await count(t.db, 'fixtures');
    const sim = createSimulator(t.db);
    const day1 = await sim.advance(T0 + DAY);
    expect(day1.days).toHaveLength(1);
    expect(day1.fixtures).toBeGreaterThan(40);
    expect(day1.rooms).toBeGreaterThan(20);
    expect(await count(t.db, 'fixtures')).toBe(before + day1.fixtures);
    expect((await createSimulator(t.db).advance(T0 + DAY)).days).toEqual([]);
    const later = await sim.advance(T0 + 3 * DAY + 2 * HOUR);
    expect(later.days).toHaveLength(2);

    const cal = new LocalCalendar(T0 + 3 * DAY + 2 * HOUR);
    const fixtures = await t.db.selectFrom('fixtures').select(['startTime', 'liveModeId']).where('liveModeId', 'not in', ALWAYS_ON_MODES).execute();
    const perDay = new Map<number, number>();
    for (const f of fixtures) perDay.set(cal.dayOffsetOf(f.startTime), (perDay.get(cal.dayOffsetOf(f.startTime)) ?? 0) + 1);
    for (let d = -8; d <= 5; d++) expect(perDay.get(d), `day ${d}`).toBeGreaterThanOrEqual(40);
    expect(await scoreMismatches(t.db)).toEqual([]);
  }, 120_000);

  it('keeps every studio room on air as the days pass', async () => {
    const now = T0 + 3 * DAY + 2 * HOUR;
    const live = await t.db
      .selectFrom('fixtures as f')
      .innerJoin('liveRooms as r', 'r.fixtureId', 'f.id')
      .select(['f.liveModeId', 'r.viewerCount'])
      .where('f.liveModeId', 'in', ALWAYS_ON_MODES)
      .where('f.scheduleStatus', '=', SCHEDULE_STATUS.live)
      .where('f.startTime', '<=', now)
      .execute();
    expect(new Set(live.map((r) => r.liveModeId))).toEqual(new Set(ALWAYS_ON_MODES));
    expect(live.every((r) => r.viewerCount > 0)).toBe(true);
  });

  it('records the planned fates and shoot-outs it decided', async () => {
    const fdb = feedDb(t.db);
    const pens = await fdb
      .selectFrom('fixtures as f')
      .leftJoin('feedFixtures as ff', 'ff.fixtureId', 'f.id')
      .select(['f.id', 'f.homeScore', 'f.awayScore', 'ff.shootoutHome', 'ff.shootoutAway'])
      .where('f.status', '=', 'pen')
      .execute();
    expect(pens.length).toBeGreaterThan(0);
    for (const p of pens) {
      expect(p.homeScore).toBe(p.awayScore);
      expect(p.shootoutHome).not.toBe(p.shootoutAway);
      expect(p.shootoutHome).not.toBeNull();
    }
    const shown = await shootoutScores(t.db, pens.map((p) => p.id));
    expect(shown.size).toBe(pens.length);
    const fates = await fdb.selectFrom('feedFixtures').select('fate').where('fate', 'is not', null).execute();
    expect(fates.length).toBeGreaterThan(0);
  });
});
