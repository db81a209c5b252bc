import type { z } from 'zod';
import type { TipItem, createTip, deleteTip, updateTip } from '@/lib/contract/tips';
import type { TipMarket, TipSelection } from '@/lib/domain/match-events';
import { TIP_LIMITS, tipCategoryByLiveMode } from '@/lib/domain/tip-keo';
import { quotedPick, tipPickProblem } from '@/lib/domain/tip-validity';
import type { Locale } from '@/lib/domain/locale';
import { sameInEvery } from '@/lib/domain/translated-text';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import type { MemberCtx } from './bookings';
import { requireFixture, type FixtureCore } from './fixture-lookup';
import { translatedColumns } from './localized';
import { hasDraw } from './odds-model';
import { isMarket, loadTipItems, tipRows } from './tip-items';
import { tipQuoteOf, tipsOpen } from './tip-quote';
import { uniqueViolationColumn } from './unique-violation';

interface PickInput {
  market: TipMarket;
  selection: TipSelection;
  line?: number | null;
}

const KICKED_OFF = 'The match has kicked off: tips can only be written, changed or deleted before kick-off';

/**
 * Checks a pick against the market, the sport and the clock, and prices it at the current quote.
 * 422 a pick that makes no sense; 409 after kick-off or when the quoted line has moved.
 */
async function pricePick(db: Db, fixture: FixtureCore, pick: PickInput, ctx: MemberCtx): Promise<{ odds: number; line: number | null }> {
  if (!tipCategoryByLiveMode(fixture.liveModeId)) throw new ApiError(422, 'fixtureId: tips are not written for this sport');
  const problem = tipPickProblem({ market: pick.market, selection: pick.selection, line: pick.line }, hasDraw(fixture.liveModeId));
  if (problem) throw new ApiError(422, problem);
  const now = ctx.now ?? Date.now();
  if (!tipsOpen(fixture, now)) throw new ApiError(409, KICKED_OFF);
  const quoted = quotedPick(await tipQuoteOf(db, fixture.id, { ...ctx, now }), pick.market, pick.selection);
  if (quoted.odds === null) throw new ApiError(422, `selection: ${pick.selection} has no price in ${pick.market}`);
  if (quoted.line !== (pick.line ?? null)) throw new ApiError(409, `line: the line is now ${quoted.line}; check the current price and send again`);
  if (quoted.odds < TIP_LIMITS.oddsMin || quoted.odds > TIP_LIMITS.oddsMax) {
    throw new ApiError(409, `selection: its price ${quoted.odds} is outside ${TIP_LIMITS.oddsMin}–${TIP_LIMITS.oddsMax}`);
  }
  return { odds: quoted.odds, line: quoted.line };
}

/** A member's analysis is theirs: kept as written, in every column, with the language they wrote it in. */
function writtenIn(analysis: string, locale: Locale) {
  return { ...translatedColumns('analysis', sameInEvery(analysis)), lang: locale };
}

async function requireMemberRow(db: Db, userId: number): Promise<void> {
  const member = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!member) throw new ApiError(401, 'Login required');
}

async function loadOne(db: Db, id: number, locale: Locale): Promise<TipItem> {
  const [tip] = await loadTipItems(db, tipRows(db, locale).where('t.id', '=', id), locale);
  if (!tip) throw new ApiError(404, `id: no tip ${id}`);
  return tip;
}

/** The member's own tip; someone else's or an unknown id is 404. */
async function ownTip(db: Db, id: number, userId: number) {
  const row = await db.selectFrom('tips').select(['id', 'fixtureId', 'market']).where('id', '=', id).where('authorId', '=', userId).executeTakeFirst();
  if (!row) throw new ApiError(404, `id: you have no tip ${id}`);
  return row;
}

/** One tip per market per match and author; the odds and line are the current quote's. */
export async function createMemberTip(db: Db, body: z.output<typeof createTip.body>, ctx: MemberCtx): Promise<TipItem> {
  await requireMemberRow(db, ctx.userId);
  const fixture = await requireFixture(db, body.fixtureId);
  const { odds, line } = await pricePick(db, fixture, body, ctx);
  const taken = await db.selectFrom('tips').select('id').where('fixtureId', '=', fixture.id).where('authorId', '=', ctx.userId).where('market', '=', body.market).executeTakeFirst();
  if (taken) throw new ApiError(409, `market: you already have a ${body.market} tip on this match; edit it instead`);
  let id: number;
  try {
    const row = await db
      .insertInto('tips')
      .values({ fixtureId: fixture.id, authorId: ctx.userId, market: body.market, selection: body.selection, line, odds, confidence: body.confidence, ...writtenIn(body.analysis, ctx.locale), result: null, createdAt: ctx.now ?? Date.now(), updatedAt: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } catch (err) {
    if (uniqueViolationColumn(err) !== null) throw new ApiError(409, `market: you already have a ${body.market} tip on this match`);
    throw err;
  }
  return loadOne(db, id, ctx.locale);
}

/** Changes the pick, confidence or analysis of one's own tip before kick-off, at the current price. */
export async function updateMemberTip(db: Db, body: z.output<typeof updateTip.body>, ctx: MemberCtx): Promise<TipItem> {
  const own = await ownTip(db, body.id, ctx.userId);
  const fixture = await requireFixture(db, own.fixtureId);
  if (!isMarket(own.market)) throw new ApiError(409, `id: tip ${own.id} has a market that can no longer be changed`);
  const market = own.market;
  const { odds, line } = await pricePick(db, fixture, { market, selection: body.selection, line: body.line }, ctx);
  await db
    .updateTable('tips')
    .set({ selection: body.selection, line, odds, confidence: body.confidence, ...writtenIn(body.analysis, ctx.locale), updatedAt: ctx.now ?? Date.now() })
    .where('id', '=', own.id)
    .execute();
  return loadOne(db, own.id, ctx.locale);
}

/** Deletes one's own tip before kick-off. */
export async function deleteMemberTip(db: Db, body: z.output<typeof deleteTip.body>, ctx: MemberCtx): Promise<null> {
  const own = await ownTip(db, body.id, ctx.userId);
  const fixture = await requireFixture(db, own.fixtureId);
  if (!tipsOpen(fixture, ctx.now ?? Date.now())) throw new ApiError(409, KICKED_OFF);
  await db.deleteFrom('tips').where('id', '=', own.id).execute();
  return null;
}
