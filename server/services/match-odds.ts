import type { BookmakerBoard } from '@/lib/contract/football-scores';
import type { Db } from '@/server/db/client';
import { fixtureOdds } from './odds';
import { boardOf, fixtureOddsHistory, pointFromModel } from './odds-history';
import type { ServiceCtx } from './schedule';

export interface MatchOddsBoards {
  updatedAt: number;
  bookmakers: BookmakerBoard[];
}

/**
 * Each bookmaker's opening and current prices and 1X2 series from the odds history; a fixture the
 * history has not reached yet shows the model's prices now (opening = current, no movement).
 */
export async function matchOddsBoards(db: Db, fixtureId: number, ctx: ServiceCtx): Promise<MatchOddsBoards> {
  const history = await fixtureOddsHistory(db, { fixtureId }, ctx);
  const recorded = history.bookmakers.filter((b) => b.points.length > 0);
  if (recorded.length > 0) {
    const bookmakers = recorded.map((b) => boardOf(b.bookmaker, b.points));
    return { updatedAt: Math.max(...recorded.map((b) => b.points[b.points.length - 1]?.t ?? 0)), bookmakers };
  }
  const now = await fixtureOdds(db, { fixtureId }, ctx);
  return { updatedAt: now.updatedAt, bookmakers: now.bookmakers.map((b) => boardOf(b.bookmaker, [pointFromModel(now.updatedAt, b)])) };
}
