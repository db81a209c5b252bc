import type { BookmakerOdds } from '@/lib/contract/room';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { ODDS_HISTORY, pricesMoved } from '@/lib/domain/odds-movement';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import type { OddsSnapshotTable } from '@/server/db/schema-football';
import type { FixtureCore } from '@/server/services/fixture-lookup';
import { pricesAt, strengthsOf, type Strengths } from '@/server/services/odds';
import { pointFromModel, pricesOf } from '@/server/services/odds-history';
import type { FeedDb } from '../tables';

export type Snapshot = OddsSnapshotTable;

export function toSnapshot(fixtureId: number, takenAt: number, b: BookmakerOdds): Snapshot {
  return { fixtureId, bookmaker: b.bookmaker, takenAt, ...pricesOf(pointFromModel(takenAt, b)) };
}

const prices = (s: Snapshot) => [s.home, s.draw, s.away, s.ahLine, s.ahHome, s.ahAway, s.ouLine, s.ouOver, s.ouUnder];

/**
 * Whether `next` earns a row after the bookmaker's `last` one: always the first, otherwise only
 * when a price moved and the interval has passed (an hour before kick-off, five minutes live).
 */
export function shouldWrite(last: Snapshot | undefined, next: Snapshot, live: boolean): boolean {
  if (!last) return true;
  const every = live ? ODDS_HISTORY.liveEveryMs : ODDS_HISTORY.preMatchEveryMs;
  return next.takenAt - last.takenAt >= every && pricesMoved(prices(last), prices(next));
}

/** Whether any bookmaker could get a row at `now`; saves computing prices when none can. */
export function isDue(lasts: readonly Snapshot[], now: number, live: boolean): boolean {
  const every = live ? ODDS_HISTORY.liveEveryMs : ODDS_HISTORY.preMatchEveryMs;
  return lasts.length === 0 || lasts.some((s) => now - s.takenAt >= every);
}

/**
 * The hourly pre-match moments of a fixture seen for the first time: from a day before kick-off
 * up to now (or kick-off). Fixtures enter the feed's window days ahead, so a day before kick-off
 * is always after the fixture became known.
 */
export function backfillTimes(startTime: number, now: number): number[] {
  const times: number[] = [];
  const until = Math.min(now, startTime);
  for (let t = startTime - ODDS_HISTORY.backfillMs; t < until; t += ODDS_HISTORY.preMatchEveryMs) times.push(t);
  return times;
}

/** Picks the rows worth keeping from candidates in time order, each bookmaker against its own last row. */
export function selectRows(lasts: readonly Snapshot[], candidates: readonly { live: boolean; rows: readonly Snapshot[] }[]): Snapshot[] {
  const last = new Map(lasts.map((s) => [s.bookmaker, s]));
  const out: Snapshot[] = [];
  for (const c of candidates) {
    for (const row of c.rows) {
      if (!shouldWrite(last.get(row.bookmaker), row, c.live)) continue;
      last.set(row.bookmaker, row);
      out.push(row);
    }
  }
  return out;
}

async function latestRows(db: FeedDb, fixtureIds: readonly number[]): Promise<Snapshot[]> {
  if (fixtureIds.length === 0) return [];
  const latest = db
    .selectFrom('oddsSnapshots')
    .select(['fixtureId', 'bookmaker', (eb) => eb.fn.max('takenAt').as('at')])
    .where('fixtureId', 'in', fixtureIds)
    .groupBy(['fixtureId', 'bookmaker'])
    .as('l');
  const rows = await db
    .selectFrom('oddsSnapshots as s')
    .innerJoin(latest, (j) => j.onRef('l.fixtureId', '=', 's.fixtureId').onRef('l.bookmaker', '=', 's.bookmaker').onRef('l.at', '=', 's.takenAt'))
    .selectAll('s')
    .execute();
  return rows;
}

/**
 * Keeps the odds history of football fixtures: those kicking off within 48 h or live get a row
 * per bookmaker when its prices moved (see shouldWrite); a fixture met for the first time gets
 * its hourly pre-match history back to a day before kick-off. Rows of old fixtures are pruned.
 */
export async function writeOddsHistory(db: FeedDb, now: number): Promise<number> {
  await db
    .deleteFrom('oddsSnapshots')
    .where('fixtureId', 'in', (eb) => eb.selectFrom('fixtures').select('id').where('startTime', '<', now - ODDS_HISTORY.keepMs))
    .execute();
  const fixtures: FixtureCore[] = await db
    .selectFrom('fixtures')
    .select(['id', 'liveModeId', 'homeTeamId', 'awayTeamId', 'startTime', 'status', 'scheduleStatus', 'homeScore', 'awayScore'])
    .where('liveModeId', '=', LIVE_MODE.football)
    .where((eb) =>
      eb.or([
        eb('scheduleStatus', '=', SCHEDULE_STATUS.live),
        eb.and([eb('scheduleStatus', '=', SCHEDULE_STATUS.comingUp), eb('startTime', '<=', now + ODDS_HISTORY.horizonMs)]),
      ]),
    )
    .orderBy('id')
    .execute();
  const lasts = await latestRows(db, fixtures.map((f) => f.id));
  const rows: Snapshot[] = [];
  for (const f of fixtures) {
    const live = f.scheduleStatus === SCHEDULE_STATUS.live;
    const mine = lasts.filter((s) => s.fixtureId === f.id);
    if (!isDue(mine, now, live)) continue;
    // The feed's tables sit beside the product's on the same connection.
    const strengths: Strengths = await strengthsOf(db as unknown as Db, f);
    const at = (t: number, isLive: boolean) => ({ live: isLive, rows: pricesAt(f, strengths, t, isLive).bookmakers.map((b) => toSnapshot(f.id, t, b)) });
    const past = mine.length === 0 ? backfillTimes(f.startTime, now).map((t) => at(t, false)) : [];
    rows.push(...selectRows(mine, [...past, at(now, live)]));
  }
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('oddsSnapshots').values(rows.slice(i, i + 200)).execute();
  return rows.length;
}
