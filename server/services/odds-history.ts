import type { z } from 'zod';
import type { BookmakerOdds } from '@/lib/contract/room';
import type { BookmakerBoard, HistoryPoint, OddsBoard, OddsHistory, oddsBoard as oddsBoardCall, oddsHistory as oddsHistoryCall } from '@/lib/contract/football-scores';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { isSuspended, movementOf } from '@/lib/domain/odds-movement';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import { type FixtureCore, requireFixture } from './fixture-lookup';
import { oddsNow, openingOdds, strengthsOf } from './odds';
import { marketEventsOf } from './odds-events';
import { BOOKMAKERS } from './odds-model';
import { inBookOrder, pointFromModel, preMatch, pricesOf, toPoint } from './odds-points';
import type { ServiceCtx } from './schedule';
import { footballDay } from './scores-day';

export { pointFromModel, pricesOf };

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


interface ModelSeries {
  updatedAt: number;
  suspended: boolean;
  bookmakers: { bookmaker: string; points: HistoryPoint[] }[];
}

/**
 * The series of a fixture the history never recorded (further ahead than it reaches, or over before
 * it began): the model's opening and its current or closing prices, so it still shows how the market
 * moved since it opened.
 */
async function modelSeries(db: Db, f: FixtureCore, now: number): Promise<ModelSeries> {
  const strengths = await strengthsOf(db, f);
  const quote = await oddsNow(db, f, now, strengths);
  const opening = openingOdds(f, strengths, now);
  const pointsOf = (b: BookmakerOdds) => {
    const first = opening.bookmakers.find((o) => o.bookmaker === b.bookmaker);
    const last = pointFromModel(quote.updatedAt, b);
    return first && opening.updatedAt < quote.updatedAt ? [pointFromModel(opening.updatedAt, first), last] : [last];
  };
  return { updatedAt: quote.updatedAt, suspended: quote.suspended, bookmakers: quote.bookmakers.map((b) => ({ bookmaker: b.bookmaker, points: pointsOf(b) })) };
}

/**
 * Every recorded price of a football fixture per bookmaker, oldest first; once the match is over only
 * the pre-match ones, so its last point is the closing line. A fixture the history never recorded
 * of football gets the model's opening and current (or closing) prices, as the odds board shows it,
 * so the room, the match page and the board agree on how a price moved. 404 for an unknown fixture.
 */
export async function fixtureOddsHistory(db: Db, q: z.output<typeof oddsHistoryCall.query>, ctx: ServiceCtx): Promise<OddsHistory> {
  const f = await requireFixture(db, q.fixtureId);
  const open = f.scheduleStatus === SCHEDULE_STATUS.live || f.scheduleStatus === SCHEDULE_STATUS.comingUp;
  const byBook = (await seriesOf(db, [q.fixtureId])).get(q.fixtureId) ?? new Map<string, HistoryPoint[]>();
  const recorded = [...byBook].map(([bookmaker, points]) => ({ bookmaker, points: open ? points : preMatch(points, f.startTime) })).filter((b) => b.points.length > 0);
  // Only football has a market history; other sports' prices stand alone.
  const modelled = recorded.length === 0 && f.liveModeId === LIVE_MODE.football;
  const bookmakers = modelled ? (await modelSeries(db, f, ctx.now ?? Date.now())).bookmakers : recorded;
  return { fixtureId: q.fixtureId, bookmakers: inBookOrder(bookmakers) };
}

/** The boards of a fixture the history never recorded, from the model's series. */
async function modelBoards(db: Db, fixtureId: number, now: number): Promise<Omit<OddsBoard['matches'][number], 'match'>> {
  const { updatedAt, suspended, bookmakers } = await modelSeries(db, await requireFixture(db, fixtureId), now);
  return { updatedAt, suspended, bookmakers: bookmakers.map((b) => boardOf(b.bookmaker, b.points)) };
}

/**
 * The odds board of a day: football matches by league priority, each bookmaker's opening and
 * current prices from the history. A finished match shows its closing line (its pre-match points
 * only), as fixtureOdds does; a live one is flagged while its market is suspended. A match without
 * history yet (further ahead than the feed records) shows the model's prices now, as both opening
 * and current.
 */
export async function footballOddsBoard(db: Db, q: z.output<typeof oddsBoardCall.query>, ctx: ServiceCtx): Promise<OddsBoard> {
  const now = ctx.now ?? Date.now();
  const day = await footballDay(db, q, ctx);
  const matches = day.leagues.flatMap((l) => l.matches);
  const live = matches.filter((m) => m.scheduleStatus === SCHEDULE_STATUS.live).map((m) => m.fixtureId);
  const [history, events] = await Promise.all([seriesOf(db, matches.map((m) => m.fixtureId)), marketEventsOf(db, live)]);
  const out: OddsBoard['matches'] = [];
  for (const match of matches) {
    const suspended = isSuspended(events.get(match.fixtureId) ?? [], now);
    const open = match.scheduleStatus === SCHEDULE_STATUS.live || match.scheduleStatus === SCHEDULE_STATUS.comingUp;
    const recorded = [...(history.get(match.fixtureId) ?? new Map<string, HistoryPoint[]>())]
      .map(([name, points]) => [name, open ? points : preMatch(points, match.startTimestamp)] as const)
      .filter(([, points]) => points.length > 0);
    if (recorded.length > 0) {
      const bookmakers = inBookOrder(recorded.map(([name, points]) => boardOf(name, points)));
      out.push({ match, updatedAt: Math.max(...bookmakers.map((b) => b.series[b.series.length - 1]?.t ?? 0)), suspended, bookmakers });
      continue;
    }
    out.push({ match, ...(await modelBoards(db, match.fixtureId, now)) });
  }
  return { date: day.date, bookmakers: BOOKMAKERS.map((b) => b.name), matches: out };
}
