import type { Tip } from '@/lib/contract/room';
import type { TipItem } from '@/lib/contract/tips';
import { TIP_MARKETS, TIP_RESULTS, TIP_SELECTIONS, type TipResult } from '@/lib/domain/match-events';
import { TIP_LIMITS } from '@/lib/domain/tip-keo';
import { isLocale, type Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { localizedColumn } from './localized';
import { fixtureQuery, loadMatches } from './matches';
import { toPerson } from './rooms';

const oneOf = <T extends string>(values: readonly T[]) => (v: string | null): v is T => values.includes(v as T);
export const isMarket = oneOf(TIP_MARKETS);
const isSelection = oneOf(TIP_SELECTIONS);
export const isTipResult = oneOf(TIP_RESULTS);

/** Tips with their authors, the analysis in the reader's language where there is one; callers add filters, order and paging. */
export function tipRows(db: Db, locale: Locale) {
  return db
    .selectFrom('tips as t')
    .innerJoin('users as u', 'u.id', 't.authorId')
    .select([
      't.id', 't.fixtureId', 't.market', 't.selection', 't.line', 't.odds', 't.confidence', localizedColumn('t.analysis', locale).as('analysis'), 't.lang', 't.result', 't.createdAt', 't.updatedAt',
      'u.id as userId', 'u.displayName', 'u.nickname', 'u.profilePicture',
    ]);
}
export type TipRowQuery = ReturnType<typeof tipRows>;
type TipRow = Awaited<ReturnType<TipRowQuery['execute']>>[number];

export const resultOf = (raw: string | null): TipResult | null => (isTipResult(raw) ? raw : null);

/**
 * A stored tip as the contract's Tip; null for a row with a market or selection we do not know. A
 * member's analysis keeps the language it was written in; the hosts' is read in `locale`.
 */
export function toTip(r: Omit<TipRow, 'updatedAt'>, locale: Locale): Tip | null {
  if (!isMarket(r.market) || !isSelection(r.selection)) return null;
  return {
    id: r.id,
    fixtureId: r.fixtureId,
    author: toPerson(r),
    market: r.market,
    selection: r.selection,
    line: r.line === null ? null : Number(r.line),
    odds: Number(r.odds),
    confidence: Math.min(TIP_LIMITS.confidenceMax, Math.max(TIP_LIMITS.confidenceMin, r.confidence)),
    analysis: r.analysis,
    lang: isLocale(r.lang) ? r.lang : locale,
    result: resultOf(r.result),
    createdAt: Number(r.createdAt),
  };
}

/** Runs a tip query and attaches each tip's match (one more query for all of them). */
export async function loadTipItems(db: Db, query: TipRowQuery, locale: Locale): Promise<TipItem[]> {
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const matches = await loadMatches(db, fixtureQuery(db, locale).where('f.id', 'in', [...new Set(rows.map((r) => r.fixtureId))]));
  const byId = new Map(matches.map((m) => [m.fixtureId, m]));
  return rows.flatMap((r) => {
    const tip = toTip(r, locale);
    const match = byId.get(r.fixtureId);
    return tip && match ? [{ ...tip, updatedAt: r.updatedAt === null ? null : Number(r.updatedAt), match }] : [];
  });
}
