import type { z } from 'zod';
import type { Tip, matchTips } from '@/lib/contract/room';
import { TIP_MARKETS, TIP_RESULTS, TIP_SELECTIONS } from '@/lib/domain/match-events';
import type { Db } from '@/server/db/client';
import { requireFixture } from './fixture-lookup';
import { toPerson } from './rooms';
import type { ServiceCtx } from './schedule';

const oneOf = <T extends string>(values: readonly T[]) => (v: string | null): v is T => values.includes(v as T);
const isMarket = oneOf(TIP_MARKETS);
const isSelection = oneOf(TIP_SELECTIONS);
const isResult = oneOf(TIP_RESULTS);

/** The fixture's tips with their authors, newest first; 404 for an unknown fixture. */
export async function fixtureTips(db: Db, q: z.output<typeof matchTips.query>, _ctx: ServiceCtx): Promise<Tip[]> {
  await requireFixture(db, q.fixtureId);
  const rows = await db
    .selectFrom('tips as t')
    .innerJoin('users as u', 'u.id', 't.authorId')
    .select([
      't.id', 't.fixtureId', 't.market', 't.selection', 't.line', 't.odds', 't.confidence', 't.analysis', 't.result', 't.createdAt',
      'u.id as userId', 'u.displayName', 'u.nickname', 'u.profilePicture',
    ])
    .where('t.fixtureId', '=', q.fixtureId)
    .orderBy('t.createdAt', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  return rows.flatMap((r) => {
    if (!isMarket(r.market) || !isSelection(r.selection)) return [];
    return [{
      id: r.id,
      fixtureId: r.fixtureId,
      author: toPerson(r),
      market: r.market,
      selection: r.selection,
      line: r.line === null ? null : Number(r.line),
      odds: Number(r.odds),
      confidence: Math.min(5, Math.max(1, r.confidence)),
      analysis: r.analysis,
      result: isResult(r.result) ? r.result : null,
      createdAt: r.createdAt,
    }];
  });
}
