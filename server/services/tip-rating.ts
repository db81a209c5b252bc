import type { z } from 'zod';
import type { TipsterStats, TopTipster, topRating } from '@/lib/contract/tips';
import { liveModeForFilter } from '@/lib/domain/filter-codes';
import { TOP_RATING_MIN_SETTLED, TOP_RATING_SIZE } from '@/lib/domain/tip-keo';
import { compareTipsters, tipsterRecord } from '@/lib/domain/tip-validity';
import type { Db } from '@/server/db/client';
import { toPerson } from './rooms';
import type { ServiceCtx } from './schedule';
import { resultOf } from './tip-items';

/** Every tip's author and result, newest match first (the order a streak is read in). */
function resultRows(db: Db, liveModeId?: number) {
  let query = db
    .selectFrom('tips as t')
    .innerJoin('fixtures as f', 'f.id', 't.fixtureId')
    .select(['t.authorId', 't.result'])
    .orderBy('f.startTime', 'desc')
    .orderBy('t.id', 'desc');
  if (liveModeId !== undefined) query = query.where('f.liveModeId', '=', liveModeId);
  return query;
}

/** One author's record over all their tips. */
export async function authorStats(db: Db, authorId: number): Promise<TipsterStats> {
  const rows = await resultRows(db).where('t.authorId', '=', authorId).execute();
  return tipsterRecord(rows.map((r) => resultOf(r.result)));
}

/**
 * Top tipsters of a sport (`type` filter code) or of all: at least TOP_RATING_MIN_SETTLED won or
 * lost tips, ranked by win rate (void tips do not count), TOP_RATING_SIZE of them.
 */
export async function topTipsters(db: Db, q: z.output<typeof topRating.query>, _ctx: ServiceCtx): Promise<TopTipster[]> {
  const liveModeId = q.type === undefined ? undefined : liveModeForFilter(q.type);
  const rows = await resultRows(db, liveModeId).execute();
  const byAuthor = new Map<number, ReturnType<typeof resultOf>[]>();
  for (const r of rows) {
    const list = byAuthor.get(r.authorId) ?? [];
    list.push(resultOf(r.result));
    byAuthor.set(r.authorId, list);
  }
  const ranked = [...byAuthor]
    .map(([userId, results]) => ({ userId, ...tipsterRecord(results) }))
    .filter((r) => r.won + r.lost >= TOP_RATING_MIN_SETTLED)
    .sort(compareTipsters)
    .slice(0, TOP_RATING_SIZE);
  if (ranked.length === 0) return [];
  const users = await db
    .selectFrom('users')
    .select(['id as userId', 'displayName', 'nickname', 'profilePicture'])
    .where('id', 'in', ranked.map((r) => r.userId))
    .execute();
  const byId = new Map(users.map((u) => [u.userId, u]));
  return ranked.flatMap((r, i) => {
    const user = byId.get(r.userId);
    if (!user) return [];
    const { userId: _id, ...stats } = r;
    return [{ rank: i + 1, author: toPerson(user), ...stats }];
  });
}
