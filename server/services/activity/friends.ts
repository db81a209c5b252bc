import type { Db } from '@/server/db/client';

/**
 * The reader's accepted friends, less anyone either of them has blocked. A block ends a friendship, so
 * the second look only guards against a row left behind; activity never crosses a block either way.
 */
export async function friendIdsOf(db: Db, readerId: number): Promise<number[]> {
  const [rows, blocks] = await Promise.all([
    db
      .selectFrom('friendships')
      .select(['userLow', 'userHigh'])
      .where('status', '=', 'accepted')
      .where((eb) => eb.or([eb('userLow', '=', readerId), eb('userHigh', '=', readerId)]))
      .execute(),
    db
      .selectFrom('memberBlocks')
      .select(['blockerId', 'blockedId'])
      .where((eb) => eb.or([eb('blockerId', '=', readerId), eb('blockedId', '=', readerId)]))
      .execute(),
  ]);
  const blocked = new Set(blocks.map((b) => (b.blockerId === readerId ? b.blockedId : b.blockerId)));
  return rows.map((r) => (r.userLow === readerId ? r.userHigh : r.userLow)).filter((id) => !blocked.has(id));
}
