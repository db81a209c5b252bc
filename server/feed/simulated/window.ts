import { LocalCalendar } from '@/lib/format/local-calendar';
import type { Row } from '@/server/db/schema';
import { META, writeMeta } from '../meta';
import type { FeedDb } from '../tables';
import type { PublishedDay } from '../vendor';
import { feedCatalogue } from './catalogue-cache';
import { ALWAYS_ON_MODES } from './clock';
import { buildDayFixtures } from './day-fixtures';
import { FIXTURE_DAYS } from './fixtures';
import { shootoutScore } from './goals';

/** Whether the day already has its fixtures: recorded, or made before the feed kept records. */
async function hasDay(db: FeedDb, day: string, from: number, to: number): Promise<boolean> {
  const known = await db.selectFrom('feedDays').select('day').where('day', '=', day).executeTakeFirst();
  if (known) return true;
  const any = await db
    .selectFrom('fixtures')
    .select('id')
    .where('startTime', '>=', from)
    .where('startTime', '<', to)
    .where('liveModeId', 'not in', ALWAYS_ON_MODES)
    .limit(1)
    .executeTakeFirst();
  return any !== undefined;
}

async function lastFixtureId(db: FeedDb): Promise<number> {
  const row = await db.selectFrom('fixtures').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst();
  return Number(row?.m ?? 0);
}

async function makeDay(db: FeedDb, now: number, seed: number, dayOffset: number): Promise<PublishedDay> {
  const { data } = feedCatalogue();
  const taken = new Set((await db.selectFrom('fixtures').select('staticId').execute()).map((r) => r.staticId));
  const built = buildDayFixtures(data, { seed, now, dayOffset, firstId: (await lastFixtureId(db)) + 1, takenStaticIds: taken });
  for (let i = 0; i < built.rows.length; i += 200) await db.insertInto('fixtures').values(built.rows.slice(i, i + 200)).execute();
  const fates = [...built.fates].map(([fixtureId, fate]) => ({ fixtureId, fate, shootoutHome: null, shootoutAway: null }));
  if (fates.length) await db.insertInto('feedFixtures').values(fates).execute();
  await db.insertInto('feedDays').values({ day: built.day, createdAt: now }).execute();
  const knownAt = new LocalCalendar(now).startOf(dayOffset - FIXTURE_DAYS.to);
  // The site learns now which matches will not be played; the fixtures show it only in time.
  const fixtures = built.rows.map(({ id, leagueId, liveModeId, homeTeamId, awayTeamId, startTime, status }) => ({
    id,
    leagueId,
    liveModeId,
    homeTeamId,
    awayTeamId,
    startTime,
    status: built.fates.get(id) ?? status,
  }));
  return { day: built.day, knownAt, fixtures };
}

/** Keeps fixtures up to five days ahead: each local day entering the window gets its fixtures, once. Past days stay for the results pages. */
export async function rollWindow(db: FeedDb, now: number, seed: number): Promise<PublishedDay[]> {
  const cal = new LocalCalendar(now);
  const made: PublishedDay[] = [];
  for (let d = 0; d <= FIXTURE_DAYS.to; d++) {
    if (await hasDay(db, cal.dayKey(d), cal.startOf(d), cal.startOf(d + 1))) continue;
    made.push(await makeDay(db, now, seed, d));
  }
  return made;
}

/**
 * Records the window the demo seed started with, so the simulator continues it: the seed it was
 * drawn from, its days, and the shoot-out scores of the knockout ties already decided on penalties.
 */
export async function recordSeededWindow(db: FeedDb, fixtures: readonly Row<'fixtures'>[], seed: number, now: number): Promise<void> {
  await writeMeta(db, META.seed, seed);
  const cal = new LocalCalendar(now);
  const days: { day: string; createdAt: number }[] = [];
  for (let d = FIXTURE_DAYS.from; d <= FIXTURE_DAYS.to; d++) days.push({ day: cal.dayKey(d), createdAt: now });
  await db.insertInto('feedDays').values(days).execute();
  const shootouts = fixtures.filter((f) => f.status === 'pen').map((f) => {
    const s = shootoutScore(f.id);
    return { fixtureId: f.id, fate: null, shootoutHome: s.home, shootoutAway: s.away };
  });
  if (shootouts.length) await db.insertInto('feedFixtures').values(shootouts).execute();
}
