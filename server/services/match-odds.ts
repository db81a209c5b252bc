import type { BookmakerBoard } from '@/lib/contract/football-scores';
import type { Db } from '@/server/db/client';
import { boardOf, fixtureOddsHistory, modelBoards } from './odds-history';
import type { ServiceCtx } from './schedule';

export interface MatchOddsBoards {
  updatedAt: number;
  bookmakers: BookmakerBoard[];
}

/**
 * Each bookmaker's opening and current prices and 1X2 series from the odds history; a fixture the
 * history never recorded shows the model's opening and current (or closing) prices.
 */
export async function matchOddsBoards(db: Db, fixtureId: number, ctx: ServiceCtx): Promise<MatchOddsBoards> {
  const history = await fixtureOddsHistory(db, { fixtureId }, ctx);
  const recorded = history.bookmakers.filter((b) => b.points.length > 0);
  if (recorded.length > 0) {
    const bookmakers = recorded.map((b) => boardOf(b.bookmaker, b.points));
    return { updatedAt: Math.max(...recorded.map((b) => b.points[b.points.length - 1]?.t ?? 0)), bookmakers };
  }
  const { updatedAt, bookmakers } = await modelBoards(db, fixtureId, ctx);
  return { updatedAt, bookmakers };
}
