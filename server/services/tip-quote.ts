import type { TipQuote } from '@/lib/contract/tips';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { requireFixture, type FixtureCore } from './fixture-lookup';
import { fixtureQuery, loadMatches } from './matches';
import { fixtureOdds } from './odds';
import type { ServiceCtx } from './schedule';

/** Tips close at kick-off: the match must still be coming up and its start in the future. */
export function tipsOpen(f: Pick<FixtureCore, 'scheduleStatus' | 'startTime'>, now: number): boolean {
  return f.scheduleStatus === SCHEDULE_STATUS.comingUp && now < f.startTime;
}

/** The prices a tip is stored with: the first bookmaker of the odds model, now. 404 for an unknown fixture. */
export async function tipQuoteOf(db: Db, fixtureId: number, ctx: ServiceCtx): Promise<TipQuote> {
  const fixture = await requireFixture(db, fixtureId);
  const now = ctx.now ?? Date.now();
  const [odds, [match]] = await Promise.all([
    fixtureOdds(db, { fixtureId }, { ...ctx, now }),
    loadMatches(db, fixtureQuery(db, ctx.locale).where('f.id', '=', fixtureId)),
  ]);
  const book = odds.bookmakers[0];
  if (!book || !match) throw new ApiError(404, `fixtureId: no prices for fixture ${fixtureId}`);
  return { match, open: tipsOpen(fixture, now), bookmaker: book.bookmaker, oneXTwo: book.oneXTwo, handicap: book.handicap, overUnder: book.overUnder };
}
