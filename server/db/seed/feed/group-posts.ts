import type { Kysely } from 'kysely';
import type { Database } from '../../schema';

/** Posts a group's page opens on, and how many of them its moderators pinned. */
const PER_GROUP = 8;
const PINNED = 1;

/**
 * Gives each seeded group a feed: some of its members' own public posts are moved into it (newest
 * first, none already in a group, no shares), and the oldest of them is pinned by the group's owner.
 * A private group only takes posts nobody outside it has answered, so no outsider's reaction or
 * comment sits under a post they may no longer read.
 */
export async function placeGroupPosts(db: Kysely<Database>): Promise<{ groupPins: number }> {
  const groups = await db.selectFrom('communityGroups').select(['id', 'privacy', 'creatorId', 'createdAt']).orderBy('id').execute();
  let pins = 0;
  for (const group of groups) {
    const members = db.selectFrom('groupMembers').select('userId').where('groupId', '=', group.id);
    let candidates = db
      .selectFrom('posts as p')
      .select(['p.id', 'p.createdAt'])
      .where('p.authorId', 'in', members)
      .where('p.groupId', 'is', null)
      .where('p.sharedPostId', 'is', null)
      .where('p.state', '=', 'visible')
      .where('p.audience', '=', 'public')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('posts as s').select('s.id').whereRef('s.sharedPostId', '=', 'p.id'))));
    if (group.privacy === 'private') candidates = candidates.where('p.reactionCount', '=', 0).where('p.commentCount', '=', 0);
    const picked = await candidates.orderBy('p.createdAt', 'desc').orderBy('p.id', 'desc').limit(PER_GROUP).execute();
    if (picked.length === 0) continue;
    await db.updateTable('posts').set({ groupId: group.id }).where('id', 'in', picked.map((p) => p.id)).execute();
    const owner = group.creatorId ?? (await members.limit(1).executeTakeFirst())?.userId;
    if (owner === undefined) continue;
    const oldest = picked.slice(-PINNED);
    await db
      .insertInto('groupPins')
      .values(oldest.map((p) => ({ groupId: group.id, postId: p.id, pinnedBy: owner, pinnedAt: Math.max(Number(p.createdAt), Number(group.createdAt)) })))
      .execute();
    pins += oldest.length;
  }
  return { groupPins: pins };
}
