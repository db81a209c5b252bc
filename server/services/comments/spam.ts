import { NEAR_DUPLICATE_WINDOW_MINUTES } from '@/lib/domain/spam';
import type { Db } from '@/server/db/client';
import { judgeText, type SpamVerdict } from '@/server/safety/spam-filter';

/** More than enough earlier comments for the near-duplicate rule, which looks at a few. */
const EARLIER_MAX = 20;

/** The spam filter's verdict on a new comment, beside what the member commented within the near-duplicate window. */
export async function judgeComment(db: Db, authorId: number, body: string, now: number): Promise<SpamVerdict> {
  const earlier = await db
    .selectFrom('comments')
    .select('body')
    .where('authorId', '=', authorId)
    .where('createdAt', '>', now - NEAR_DUPLICATE_WINDOW_MINUTES * 60_000)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(EARLIER_MAX)
    .execute();
  return judgeText(body, earlier.map((r) => r.body));
}
