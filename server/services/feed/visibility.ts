import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';
import { unblockedWith } from '../friends/block-lookup';
import { postGroupReadableBy } from '../groups/visibility';

type PostsEb = ExpressionBuilder<Database & { p: Database['posts'] }, 'p'>;

/**
 * The one rule of who reads a post (`p`), for every list, detail, count, share, comment, save and search:
 * others see only visible posts, the author also their own held ones; public posts reach everyone,
 * guests included, friends-only posts the author's accepted friends, only-me posts the author alone; a
 * private group's posts only its members (and the author); a block either way hides everything both
 * ways. `readerId` null is a guest.
 */
export function postVisibleTo(readerId: number | null) {
  return (eb: PostsEb): Expression<SqlBool> => {
    if (readerId === null) return eb.and([eb('p.state', '=', 'visible'), eb('p.audience', '=', 'public'), postGroupReadableBy(null)(eb)]);
    const own = eb('p.authorId', '=', readerId);
    const friendship = eb
      .selectFrom('friendships as fr')
      .select('fr.userLow')
      .where('fr.status', '=', 'accepted')
      .where((w) => w.or([
        w.and([w('fr.userLow', '=', readerId), w('fr.userHigh', '=', w.ref('p.authorId'))]),
        w.and([w('fr.userHigh', '=', readerId), w('fr.userLow', '=', w.ref('p.authorId'))]),
      ]));
    return eb.and([
      eb.or([eb('p.state', '=', 'visible'), eb.and([own, eb('p.state', '=', 'held')])]),
      eb.or([postGroupReadableBy(readerId)(eb), own]),
      eb.or([eb('p.audience', '=', 'public'), own, eb.and([eb('p.audience', '=', 'friends'), eb.exists(friendship)])]),
      unblockedWith(eb.ref('p.authorId'), readerId),
    ]);
  };
}

/** Posts the reader may see; callers add their filters, columns and order. */
export const visiblePosts = (db: Db, readerId: number | null) => db.selectFrom('posts as p').where(postVisibleTo(readerId));

/** Whether the reader may see the post now. */
export async function canSeePost(db: Db, postId: number, readerId: number | null): Promise<boolean> {
  const row = await visiblePosts(db, readerId).select('p.id').where('p.id', '=', postId).executeTakeFirst();
  return row !== undefined;
}
