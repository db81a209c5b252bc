import type { FeedPush } from '@/lib/contract/feed';
import { feedTopic } from '@/lib/domain/feed';
import { chatRuntime } from '@/server/chat/runtime';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { noticeMentions } from './notifications';

/** The author's friends, but none either of them has blocked. */
async function friendsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('friendships as f')
    .select((eb) => eb.case().when('f.userLow', '=', userId).then(eb.ref('f.userHigh')).else(eb.ref('f.userLow')).end().as('friendId'))
    .where('f.status', '=', 'accepted')
    .where((eb) => eb.or([eb('f.userLow', '=', userId), eb('f.userHigh', '=', userId)]))
    .execute();
  const ids = rows.map((r) => Number(r.friendId));
  if (ids.length === 0) return [];
  const blocks = await db
    .selectFrom('memberBlocks')
    .select(['blockerId', 'blockedId'])
    .where((eb) => eb.or([eb.and([eb('blockerId', '=', userId), eb('blockedId', 'in', ids)]), eb.and([eb('blockedId', '=', userId), eb('blockerId', 'in', ids)])]))
    .execute();
  const blocked = new Set(blocks.flatMap((b) => [b.blockerId, b.blockedId]));
  return ids.filter((id) => !blocked.has(id));
}

/**
 * Tells the author's friends' open pages, on every node, that a post they may read appeared (the "new
 * posts" pill). Only a visible post outside any group that friends may read is told of. With no broker
 * in this process it does nothing; a failed publish is only logged, as the post is stored either way.
 */
export async function pushNewPost(db: Db, postId: number): Promise<void> {
  const bus = chatRuntime()?.bus;
  if (!bus) return;
  try {
    const post = await db.selectFrom('posts').select(['id', 'authorId', 'state', 'audience', 'groupId']).where('id', '=', postId).executeTakeFirst();
    if (!post || post.state !== 'visible' || post.audience === 'onlyMe' || post.groupId !== null) return;
    const push: FeedPush = { type: 'new-post', postId: post.id, authorId: post.authorId };
    const body = JSON.stringify(push);
    await Promise.all((await friendsOf(db, post.authorId)).map((friendId) => bus.publishDirect({ destination: feedTopic(friendId), body })));
  } catch (err) {
    logger.warn({ err, postId }, 'new post not pushed');
  }
}

/**
 * What publishing a held post after review adds, once the approval is committed: the members it
 * mentions hear of it and the author's friends' pages are told, as for a post published at once.
 */
export async function announceApprovedPost(db: Db, postId: number, now: number): Promise<void> {
  const post = await db.selectFrom('posts').select(['id', 'authorId', 'body', 'state']).where('id', '=', postId).executeTakeFirst();
  if (!post || post.state !== 'visible') return;
  const mentioned = await db.selectFrom('postMentions').select('userId').where('postId', '=', postId).execute();
  await db.transaction().execute((trx) => noticeMentions(trx, post, mentioned.map((m) => m.userId), now));
  await pushNewPost(db, postId);
}
