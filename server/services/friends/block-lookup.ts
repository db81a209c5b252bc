import type { Db } from '@/server/db/client';

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
