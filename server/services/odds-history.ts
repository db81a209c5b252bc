import type { z } from 'zod';
import type { BookmakerBoard, HistoryPoint, MarketPrices, OddsBoard, OddsHistory, oddsBoard as oddsBoardCall, oddsHistory as oddsHistoryCall } from '@/lib/contract/football-scores';
import type { BookmakerOdds } from '@/lib/contract/room';
import { movementOf } from '@/lib/domain/odds-movement';
import type { Db } from '@/server/db/client';
import type { OddsSnapshotTable } from '@/server/db/schema-football';
import { requireFixture } from './fixture-lookup';
import { fixtureOdds } from './odds';
import { BOOKMAKERS } from './odds-model';
import type { ServiceCtx } from './schedule';
import { footballDay } from './scores-day';

/** PostgreSQL keeps prices as `real`; two decimals is what they were written with. */
const cents = (v: number) => Math.round(v * 100) / 100;
const centsOrNull = (v: number | null) => (v === null ? null : cents(v));

function toPoint(r: OddsSnapshotTable): HistoryPoint {
  return {
    t: r.takenAt,
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

export const pricesOf = ({ t: _t, ...p }: HistoryPoint): MarketPrices => p;

/** Opening and current prices of one bookmaker's series (oldest first, at least one point), and how each moved. */
export function boardOf(bookmaker: string, points: readonly HistoryPoint[]): BookmakerBoard {
  const first = points[0] as HistoryPoint;
  const last = points[points.length - 1] as HistoryPoint;
  const moved = (k: 'home' | 'draw' | 'away' | 'ahHome' | 'ahAway' | 'ouOver' | 'ouUnder') => movementOf(first[k], last[k]);
  return {
    bookmaker,
    opening: pricesOf(first),
    current: pricesOf(last),
    movement: { home: moved('home'), draw: moved('draw'), away: moved('away'), ahHome: moved('ahHome'), ahAway: moved('ahAway'), ouOver: moved('ouOver'), ouUnder: moved('ouUnder') },
    series: points.map((p) => ({ t: p.t, home: p.home, draw: p.draw, away: p.away })),
  };
}

async function seriesOf(db: Db, fixtureIds: readonly number[]): Promise<Map<number, Map<string, HistoryPoint[]>>> {
  const out = new Map<number, Map<string, HistoryPoint[]>>();
  if (fixtureIds.length === 0) return out;
  const rows = await db.selectFrom('oddsSnapshots').selectAll().where('fixtureId', 'in', fixtureIds).orderBy('fixtureId').orderBy('takenAt').orderBy('bookmaker').execute();
  for (const r of rows) {
    const byBook = out.get(r.fixtureId) ?? new Map<string, HistoryPoint[]>();
    out.set(r.fixtureId, byBook);
    byBook.set(r.bookmaker, [...(byBook.get(r.bookmaker) ?? []), toPoint(r)]);
  }
  return out;
}

const BOOK_ORDER: readonly string[] = BOOKMAKERS.map((b) => b.name);
const inBookOrder = <T extends { bookmaker: string }>(xs: T[]) => xs.sort((a, b) => BOOK_ORDER.indexOf(a.bookmaker) - BOOK_ORDER.indexOf(b.bookmaker));

/** Every recorded price of a football fixture per bookmaker, oldest first. 404 for an unknown fixture. */
export async function fixtureOddsHistory(db: Db, q: z.output<typeof oddsHistoryCall.query>, _ctx: ServiceCtx): Promise<OddsHistory> {
  await requireFixture(db, q.fixtureId);
  const byBook = (await seriesOf(db, [q.fixtureId])).get(q.fixtureId) ?? new Map<string, HistoryPoint[]>();
  return { fixtureId: q.fixtureId, bookmakers: inBookOrder([...byBook].map(([bookmaker, points]) => ({ bookmaker, points }))) };
}

/**
 * The odds board of a day: football matches by league priority, each bookmaker's opening and
 * current prices from the history. A match without history yet (further ahead than the feed
 * records) shows the model's prices now, as both opening and current.
 */
export async function footballOddsBoard(db: Db, q: z.output<typeof oddsBoardCall.query>, ctx: ServiceCtx): Promise<OddsBoard> {
  const day = await footballDay(db, q, ctx);
  const matches = day.leagues.flatMap((l) => l.matches);
  const history = await seriesOf(db, matches.map((m) => m.fixtureId));
  const out: OddsBoard['matches'] = [];
  for (const match of matches) {
    const byBook = history.get(match.fixtureId);
    if (byBook && byBook.size > 0) {
      const bookmakers = inBookOrder([...byBook].map(([name, points]) => boardOf(name, points)));
      out.push({ match, updatedAt: Math.max(...bookmakers.map((b) => b.series[b.series.length - 1]?.t ?? 0)), bookmakers });
      continue;
    }
    const now = await fixtureOdds(db, { fixtureId: match.fixtureId }, ctx);
    out.push({ match, updatedAt: now.updatedAt, bookmakers: now.bookmakers.map((b) => boardOf(b.bookmaker, [pointFromModel(now.updatedAt, b)])) });
  }
  return { date: day.date, bookmakers: [...BOOK_ORDER], matches: out };
}
