import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';

const eb = expressionBuilder<Database, never>();

/** Whether `blocker` has blocked `blocked`. */
export async function hasBlocked(db: Db, blocker: number, blocked: number): Promise<boolean> {
  const row = await db.selectFrom('memberBlocks').select('blockerId').where('blockerId', '=', blocker).where('blockedId', '=', blocked).executeTakeFirst();
  return row !== undefined;
}

/** Whether either member has blocked the other. */
export async function blockedEitherWay(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('memberBlocks')
    .select('blockerId')
    .where((eb) => eb.or([eb.and([eb('blockerId', '=', a), eb('blockedId', '=', b)]), eb.and([eb('blockerId', '=', b), eb('blockedId', '=', a)])]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The same rule inside a query: true when neither the reader nor the member `userId` names has blocked
 * the other (always for a guest). Every list that shows members or what they wrote filters with it.
 */
export function unblockedWith(userId: Expression<number>, readerId: number | null): Expression<SqlBool> {
  if (readerId === null) return sql<SqlBool>`1 = 1`;
  const block = eb
    .selectFrom('memberBlocks as ub')
    .select('ub.blockerId')
    .where((w) => w.or([
      w.and([w('ub.blockerId', '=', readerId), w('ub.blockedId', '=', userId)]),
      w.and([w('ub.blockedId', '=', readerId), w('ub.blockerId', '=', userId)]),
    ]));
  return eb.not(eb.exists(block));
}
