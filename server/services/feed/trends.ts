import type { DataOf } from '@/lib/contract/endpoint';
import type { feedTrends } from '@/lib/contract/feed';
import { FEED_TRENDS } from '@/lib/domain/feed';
import type { Db } from '@/server/db/client';
import { visiblePosts } from './visibility';

const DAY_MS = 86_400_000;

/** The hashtags most used in the last days' posts everyone may read (a guest's view), most used first. */
export async function feedTrendsOf(db: Db, now: number): Promise<DataOf<typeof feedTrends>> {
  const rows = await visiblePosts(db, null)
    .innerJoin('postHashtags as h', 'h.postId', 'p.id')
    .select((eb) => ['h.tag', eb.fn.countAll<number | string>().as('n')])
    .where('p.createdAt', '>=', now - FEED_TRENDS.windowDays * DAY_MS)
    .groupBy('h.tag')
    .orderBy('n', 'desc')
    .orderBy('h.tag')
    .limit(FEED_TRENDS.max)
    .execute();
  return rows.map((r) => ({ tag: r.tag, count: Number(r.n) }));
}
