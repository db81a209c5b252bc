import type { BookmakerOdds } from '@/lib/contract/room';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { isSuspended, ODDS_HISTORY, ODDS_MARKET, pricesMoved } from '@/lib/domain/odds-movement';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import type { OddsSnapshotTable } from '@/server/db/schema-football';
import type { FixtureCore } from '@/server/services/fixture-lookup';
import { pricesAt, strengthsOf, type Market } from '@/server/services/odds';
import { marketEventsOf } from '@/server/services/odds-events';
import { pointFromModel, pricesOf } from '@/server/services/odds-points';
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

export interface Candidate {
  live: boolean;
  /** Written whatever the last row: the closing line must be on record exactly. */
  force?: boolean;
  rows: readonly Snapshot[];
}

/**
 * The moment a pre-match row at `now` is taken for: the market's last hourly step (counted back from
 * kick-off), so every pre-match row sits on the step grid whenever the feed happens to run, and a
 * second run within the hour finds the very same prices.
 */
export function preMatchMoment(startTime: number, now: number): number {
  if (now >= startTime) return now;
  return startTime - Math.ceil((startTime - now) / ODDS_MARKET.stepMs) * ODDS_MARKET.stepMs;
}

/** Picks the rows worth keeping from candidates in time order, each bookmaker against its own last row. */
export function selectRows(lasts: readonly Snapshot[], candidates: readonly Candidate[]): Snapshot[] {
  const last = new Map(lasts.map((s) => [s.bookmaker, s]));
  const out: Snapshot[] = [];
  for (const c of candidates) {
    for (const row of c.rows) {
      if (!c.force && !shouldWrite(last.get(row.bookmaker), row, c.live)) continue;
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

/** Whether a fixture under way still lacks its closing line: every bookmaker's last row is from before kick-off. */
export function needsClosing(lasts: readonly Snapshot[], startTime: number, now: number): boolean {
  return startTime <= now && lasts.every((s) => s.takenAt < startTime);
}

/**
 * Keeps the odds history of football fixtures: those kicking off within 48 h or live get a row
 * per bookmaker when its prices moved (see shouldWrite); a fixture met for the first time gets
 * its hourly pre-match history back to a day before kick-off. Once under way a fixture gets its
 * closing line at kick-off, and no live row while its market is suspended. Rows of old fixtures
 * are pruned.
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
  const ids = fixtures.map((f) => f.id);
  // The feed's tables sit beside the product's on the same connection.
  const [lasts, events] = await Promise.all([latestRows(db, ids), marketEventsOf(db as unknown as Db, ids)]);
  const rows: Snapshot[] = [];
  for (const f of fixtures) {
    const live = f.scheduleStatus === SCHEDULE_STATUS.live;
    const mine = lasts.filter((s) => s.fixtureId === f.id).map((s) => ({ ...s, takenAt: Number(s.takenAt) }));
    if (!isDue(mine, now, live)) continue;
    const market: Market = { ...(await strengthsOf(db as unknown as Db, f)), events: events.get(f.id) ?? [] };
    const at = (t: number, isLive: boolean, force = false): Candidate => ({ live: isLive, force, rows: pricesAt(f, market, t, isLive).bookmakers.map((b) => toSnapshot(f.id, t, b)) });
    const past = mine.length === 0 ? backfillTimes(f.startTime, now).map((t) => at(t, false)) : [];
    const closing = live && needsClosing(mine, f.startTime, now) ? [at(f.startTime, false, true)] : [];
    const current = !live ? [at(preMatchMoment(f.startTime, now), false)] : isSuspended(market.events, now) ? [] : [at(now, true)];
    rows.push(...selectRows(mine, [...past, ...closing, ...current]));
  }
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('oddsSnapshots').values(rows.slice(i, i + 200)).execute();
  return rows.length;
}
