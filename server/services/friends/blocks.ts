import type { BlockedMember } from '@/lib/contract/friends';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { pairOf, requireOtherMember } from './requests';

/**
 * Blocks a member: in one step the block is stored and any friendship or pending request between the
 * two ends, which closes their private conversation for both (see private-rule). Blocking twice
 * changes nothing.
 */
export async function blockMember(db: Db, me: number, userId: number, now: number): Promise<null> {
  const other = await requireOtherMember(db, me, userId, 'userId');
  const [low, high] = pairOf(me, other.id);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('memberBlocks').values({ blockerId: me, blockedId: other.id, createdAt: now }).onConflict((oc) => oc.doNothing()).execute();
    await trx.deleteFrom('friendships').where('userLow', '=', low).where('userHigh', '=', high).execute();
  });
  return null;
}

/** Lifts the caller's own block; 404 when the caller has not blocked the member. */
export async function unblockMember(db: Db, me: number, userId: number): Promise<null> {
  const res = await db.deleteFrom('memberBlocks').where('blockerId', '=', me).where('blockedId', '=', userId).executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw new ApiError(404, `userId: you have not blocked member ${userId}`);
  return null;
}

/** The members the caller blocked, the latest first. */
export async function blockedMembers(db: Db, me: number): Promise<BlockedMember[]> {
  const rows = await db
    .selectFrom('memberBlocks as b')
    .innerJoin('users as u', 'u.id', 'b.blockedId')
    .select(['u.id', 'u.displayName', 'u.profilePicture', 'b.createdAt'])
    .where('b.blockerId', '=', me)
    .orderBy('b.createdAt', 'desc')
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({ userId: r.id, displayName: r.displayName, profilePicture: r.profilePicture, blockedAt: Number(r.createdAt) }));
}
