import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '@/server/db/schema';

const eb = expressionBuilder<Database, never>();

/** True when neither the reader nor the member `userId` names has blocked the other (always for a guest). */
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
