import { DEFAULT_LOCALE } from '@/lib/domain/locale';
import type { z } from 'zod';
import type { BookmakerOdds, FormEntry, matchOdds } from '@/lib/contract/room';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import { teamForm } from './analysis';
import { requireFixture, type FixtureCore } from './fixture-lookup';
import { ODDS_BUCKET_MS, oddsFor } from './odds-model';
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

/**
 * Every bookmaker's prices for the fixture as they stood at `at` (its time bucket), with the
 * fixture's state then: live prices follow the score and clock, pre-match ones only the bucket.
 */
export function pricesAt(f: FixtureCore, strengths: Strengths, at: number, live: boolean): { bucket: number; bookmakers: BookmakerOdds[] } {
  const bucket = Math.floor(at / ODDS_BUCKET_MS);
  const state = live ? { homeScore: f.homeScore ?? 0, awayScore: f.awayScore ?? 0, elapsed: elapsedShare(f, at) } : null;
  return { bucket, bookmakers: oddsFor({ fixtureId: f.id, liveModeId: f.liveModeId, bucket, ...strengths, live: state }) };
}

/**
 * Three fictional bookmakers' prices, refreshed every ODDS_BUCKET_MS. A finished or cancelled match
 * keeps the prices it had at kick-off. 404 for an unknown fixture.
 */
export async function fixtureOdds(db: Db, q: z.output<typeof matchOdds.query>, ctx: ServiceCtx): Promise<z.output<typeof matchOdds.data>> {
  const f = await requireFixture(db, q.fixtureId);
  const now = ctx.now ?? Date.now();
  const open = f.scheduleStatus === SCHEDULE_STATUS.live || f.scheduleStatus === SCHEDULE_STATUS.comingUp;
  const { bucket, bookmakers } = pricesAt(f, await strengthsOf(db, f), open ? now : Math.min(now, f.startTime), f.scheduleStatus === SCHEDULE_STATUS.live);
  return { updatedAt: bucket * ODDS_BUCKET_MS, bookmakers };
}
