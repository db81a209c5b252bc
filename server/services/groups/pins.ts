import { GROUP_LIMITS, moderatesGroup } from '@/lib/domain/groups';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { requireRole } from './access';
import { groupPinnedPostIds } from './visibility';

const WHO = 'Only the group\'s owner, admins and moderators pin posts';

/** Pins a visible post of the group; pinning it again changes nothing; a full board is 409. */
export async function pinPost(db: Db, userId: number, groupId: number, postId: number, now: number): Promise<{ pinnedPostIds: number[] }> {
  await requireRole(db, groupId, userId, moderatesGroup, WHO);
  return db.transaction().execute(async (trx) => {
    const post = await trx.selectFrom('posts').select('id').where('id', '=', postId).where('groupId', '=', groupId).where('state', '=', 'visible').executeTakeFirst();
    if (!post) throw new ApiError(404, `postId: no post ${postId} in this group`);
    const pinned = await groupPinnedPostIds(trx, groupId);
    if (pinned.includes(postId)) return { pinnedPostIds: pinned };
    if (pinned.length >= GROUP_LIMITS.pinsMax) throw new ApiError(409, `postId: at most ${GROUP_LIMITS.pinsMax} pinned posts; unpin one first`);
    await trx.insertInto('groupPins').values({ groupId, postId, pinnedBy: userId, pinnedAt: now }).onConflict((oc) => oc.doNothing()).execute();
    return { pinnedPostIds: await groupPinnedPostIds(trx, groupId) };
  });
}

/** Unpins a post; one not pinned changes nothing. */
export async function unpinPost(db: Db, userId: number, groupId: number, postId: number): Promise<{ pinnedPostIds: number[] }> {
  await requireRole(db, groupId, userId, moderatesGroup, WHO);
  await db.deleteFrom('groupPins').where('groupId', '=', groupId).where('postId', '=', postId).execute();
  return { pinnedPostIds: await groupPinnedPostIds(db, groupId) };
}
