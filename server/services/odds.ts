import { DEFAULT_LOCALE } from '@/lib/domain/locale';
import type { z } from 'zod';
import type { BookmakerOdds, FormEntry, matchOdds } from '@/lib/contract/room';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { isSuspended, ODDS_MARKET } from '@/lib/domain/odds-movement';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import { teamForm } from './analysis';
import { requireFixture, type FixtureCore } from './fixture-lookup';
import { marketDrift } from './odds-drift';
import { marketEventsOf, redsAt, type MarketEvent } from './odds-events';
import { ODDS_BUCKET_MS, oddsFor } from './odds-model';
import { inBookOrder, oddsFromPoint, recordedClosing } from './odds-points';
import type { ServiceCtx } from './schedule';

/** Typical length of a match including breaks, to turn the clock into how much of it is played. */
const FOOTBALL_MINUTES = 90;
const OTHER_MATCH_MS = 2 * 60 * 60_000;

/** Form as a strength in [-1, 1]: a win counts 1, a draw ½; no results is average. */
export function strengthOf(form: readonly FormEntry[]): number {
  if (form.length === 0) return 0;
  const points = form.reduce((s, f) => s + (f.letter === 'W' ? 1 : f.letter === 'D' ? 0.5 : 0), 0);
  return (points / form.length - 0.5) * 2;
}

/** Share of the match played: the running minute for football ("67", "45+2", "HT"), else the clock since kick-off. */
export function elapsedShare(f: Pick<FixtureCore, 'liveModeId' | 'status' | 'startTime'>, now: number): number {
  if (f.liveModeId === LIVE_MODE.football) {
    const raw = f.status.trim().toLowerCase();
    if (raw === 'ht') return 0.5;
    const m = /^(\d{1,3})(?:\+(\d{1,2}))?'?$/.exec(raw);
    if (m) return Math.min(1, Number(m[1]) / FOOTBALL_MINUTES);
    return Math.min(1, Math.max(0, (now - f.startTime) / ((FOOTBALL_MINUTES + 15) * 60_000)));
  }
  return Math.min(1, Math.max(0, (now - f.startTime) / OTHER_MATCH_MS));
}

export interface Strengths {
  homeStrength: number;
  awayStrength: number;
}

/** Both teams' strength from their recent form. */
export async function strengthsOf(db: Db, f: Pick<FixtureCore, 'homeTeamId' | 'awayTeamId'>): Promise<Strengths> {
  // Only the results count here; the league's name is never shown.
  const [homeForm, awayForm] = await Promise.all([teamForm(db, f.homeTeamId, DEFAULT_LOCALE), teamForm(db, f.awayTeamId, DEFAULT_LOCALE)]);
  return { homeStrength: strengthOf(homeForm), awayStrength: strengthOf(awayForm) };
}

/** What the prices of a fixture depend on besides the clock: strengths and the events the market reacts to. */
export interface Market extends Strengths {
  events: readonly MarketEvent[];
}

/** Strengths and market events of one fixture; `known` strengths are not read again. */
export async function marketOf(db: Db, f: FixtureCore, known?: Strengths): Promise<Market> {
  const [strengths, events] = await Promise.all([known ?? strengthsOf(db, f), marketEventsOf(db, [f.id])]);
  return { ...strengths, events: events.get(f.id) ?? [] };
}

/**
 * Every bookmaker's prices for the fixture as they stood at `at` (its time bucket). Before kick-off
 * they follow the market's drifting opinion; live ones start from the closing opinion and follow
 * the score, the clock and the players sent off by then.
 */
export function pricesAt(f: FixtureCore, market: Strengths & { events?: readonly MarketEvent[] }, at: number, live: boolean): { bucket: number; bookmakers: BookmakerOdds[] } {
  const bucket = Math.floor(at / ODDS_BUCKET_MS);
  const state = live ? { homeScore: f.homeScore ?? 0, awayScore: f.awayScore ?? 0, elapsed: elapsedShare(f, at), reds: redsAt(market.events ?? [], at) } : null;
  const drift = marketDrift(f.id, f.startTime, live ? f.startTime : bucket * ODDS_BUCKET_MS);
  const { homeStrength, awayStrength } = market;
  return { bucket, bookmakers: oddsFor({ fixtureId: f.id, liveModeId: f.liveModeId, bucket, homeStrength, awayStrength, drift, live: state }) };
}

type OddsData = z.output<typeof matchOdds.data>;

/**
 * The closing line of a match that is over: each bookmaker's last recorded pre-match price, or the
 * model's at kick-off when the history never reached it. Never a live price.
 */
export async function closingOdds(db: Db, f: FixtureCore, known?: Strengths): Promise<OddsData> {
  const recorded = await recordedClosing(db, f.id, f.startTime);
  if (recorded.length > 0) {
    return { updatedAt: Math.max(...recorded.map((r) => r.point.t)), suspended: false, bookmakers: inBookOrder(recorded.map((r) => oddsFromPoint(r.bookmaker, r.point))) };
  }
  const { bucket, bookmakers } = pricesAt(f, known ?? (await strengthsOf(db, f)), f.startTime, false);
  return { updatedAt: bucket * ODDS_BUCKET_MS, suspended: false, bookmakers };
}

/**
 * The prices a market opened with: the model's when the market opened (ODDS_MARKET.openingMs before
 * kick-off), or now when that is still ahead. For boards of matches the history never recorded.
 */
export function openingOdds(f: FixtureCore, strengths: Strengths, now: number): OddsData {
  const { bucket, bookmakers } = pricesAt(f, strengths, Math.min(now, f.startTime - ODDS_MARKET.openingMs), false);
  return { updatedAt: bucket * ODDS_BUCKET_MS, suspended: false, bookmakers };
}

/**
 * A fixture's prices at `now`: live and coming-up ones from the model, suspended after a goal or a
 * sending-off; a finished or cancelled match at its closing line. `known` strengths are not read again.
 */
export async function oddsNow(db: Db, f: FixtureCore, now: number, known?: Strengths): Promise<OddsData> {
  const live = f.scheduleStatus === SCHEDULE_STATUS.live;
  if (!live && f.scheduleStatus !== SCHEDULE_STATUS.comingUp) return closingOdds(db, f, known);
  const market = await marketOf(db, f, known);
  const { bucket, bookmakers } = pricesAt(f, market, now, live);
  return { updatedAt: bucket * ODDS_BUCKET_MS, suspended: live && isSuspended(market.events, now), bookmakers };
}

/**
 * Three fictional bookmakers' prices, refreshed every ODDS_BUCKET_MS; suspended for a while after a
 * goal or a sending-off (lib/domain/odds-movement). A finished or cancelled match shows its closing
 * line. 404 for an unknown fixture.
 */
export async function fixtureOdds(db: Db, q: z.output<typeof matchOdds.query>, ctx: ServiceCtx): Promise<OddsData> {
  return oddsNow(db, await requireFixture(db, q.fixtureId), ctx.now ?? Date.now());
}
