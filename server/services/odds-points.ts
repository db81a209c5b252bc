import type { HistoryPoint, MarketPrices } from '@/lib/contract/football-scores';
import type { BookmakerOdds } from '@/lib/contract/room';
import type { Db } from '@/server/db/client';
import type { OddsSnapshotTable } from '@/server/db/schema-football';
import { BOOKMAKERS } from './odds-model';

/** PostgreSQL keeps prices as `real`; two decimals is what they were written with. */
const cents = (v: number) => Math.round(v * 100) / 100;
const centsOrNull = (v: number | null) => (v === null ? null : cents(v));

export function toPoint(r: OddsSnapshotTable): HistoryPoint {
  return {
    t: Number(r.takenAt),
    home: cents(r.home),
    draw: centsOrNull(r.draw),
    away: cents(r.away),
    ahLine: r.ahLine,
    ahHome: cents(r.ahHome),
    ahAway: cents(r.ahAway),
    ouLine: r.ouLine,
    ouOver: cents(r.ouOver),
    ouUnder: cents(r.ouUnder),
  };
}

/** One bookmaker's model prices at `t` as a point of its series. */
export function pointFromModel(t: number, b: BookmakerOdds): HistoryPoint {
  return { t, home: b.oneXTwo.home, draw: b.oneXTwo.draw, away: b.oneXTwo.away, ahLine: b.handicap.line, ahHome: b.handicap.home, ahAway: b.handicap.away, ouLine: b.overUnder.line, ouOver: b.overUnder.over, ouUnder: b.overUnder.under };
}

/** A recorded point back as the bookmaker's quote. */
export function oddsFromPoint(bookmaker: string, p: HistoryPoint): BookmakerOdds {
  return {
    bookmaker,
    oneXTwo: { home: p.home, draw: p.draw, away: p.away },
    handicap: { line: p.ahLine, home: p.ahHome, away: p.ahAway },
    overUnder: { line: p.ouLine, over: p.ouOver, under: p.ouUnder },
  };
}

export const pricesOf = ({ t: _t, ...p }: HistoryPoint): MarketPrices => p;

/** Points quoted before the match began (kick-off included): what a finished match's board shows. */
export const preMatch = (points: readonly HistoryPoint[], startTime: number): HistoryPoint[] => points.filter((p) => p.t <= startTime);

/**
 * The closing line as recorded: each bookmaker's last pre-match point, in the order first seen.
 * Empty when the history never reached the fixture.
 */
export async function recordedClosing(db: Db, fixtureId: number, startTime: number): Promise<{ bookmaker: string; point: HistoryPoint }[]> {
  const rows = await db.selectFrom('oddsSnapshots').selectAll().where('fixtureId', '=', fixtureId).where('takenAt', '<=', startTime).orderBy('takenAt').execute();
  const last = new Map<string, HistoryPoint>();
  for (const r of rows) last.set(r.bookmaker, toPoint(r));
  return [...last].map(([bookmaker, point]) => ({ bookmaker, point }));
}

const BOOK_ORDER: readonly string[] = BOOKMAKERS.map((b) => b.name);

/** Sorts in place by the bookmakers' fixed order. */
export const inBookOrder = <T extends { bookmaker: string }>(xs: T[]): T[] => xs.sort((a, b) => BOOK_ORDER.indexOf(a.bookmaker) - BOOK_ORDER.indexOf(b.bookmaker));
