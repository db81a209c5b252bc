import type { BookmakerBoard } from '@/lib/contract/football-scores';
import type { Db } from '@/server/db/client';
import { boardOf, fixtureOddsHistory } from './odds-history';
import type { ServiceCtx } from './schedule';

export interface MatchOddsBoards {
  updatedAt: number;
  bookmakers: BookmakerBoard[];
}

/**
 * Each bookmaker's opening and current prices and 1X2 series from the odds history (the model's
 * opening and current or closing prices for a fixture the history never recorded).
 */
export async function matchOddsBoards(db: Db, fixtureId: number, ctx: ServiceCtx): Promise<MatchOddsBoards> {
  const { bookmakers } = await fixtureOddsHistory(db, { fixtureId }, ctx);
  return {
    updatedAt: Math.max(0, ...bookmakers.map((b) => b.points[b.points.length - 1]?.t ?? 0)),
    bookmakers: bookmakers.map((b) => boardOf(b.bookmaker, b.points)),
  };
}
