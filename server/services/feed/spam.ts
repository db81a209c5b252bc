import type { Db } from '@/server/db/client';
import { judgeText, type SpamVerdict } from '@/server/safety/spam-filter';
import { fileForReview } from '../review/file';

/** Posts are fewer and longer-lived than chat lines, so a day of them, the latest twenty, is what a new one is compared with. */
const EARLIER_WINDOW_MS = 24 * 3_600_000;
const EARLIER_MAX = 20;

/** The spam filter's verdict on a post's text beside what the member posted in the last day (the post itself left out on an edit). */
export async function judgePost(db: Db, authorId: number, text: string, now: number, exceptId: number | null = null): Promise<SpamVerdict> {
  let earlier = db
    .selectFrom('posts')
    .select('body')
    .where('authorId', '=', authorId)
    .where('createdAt', '>', now - EARLIER_WINDOW_MS)
    .where('body', '!=', '')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(EARLIER_MAX);
  if (exceptId !== null) earlier = earlier.where('id', '!=', exceptId);
  return judgeText(text, (await earlier.execute()).map((r) => r.body));
}

/** Files a post the filter held in the review queue, inside the transaction that stored it held. */
export const fileHeldPost = (trx: Db, post: { id: number; authorId: number; body: string }, reasons: readonly string[], now: number) =>
  fileForReview(trx, { kind: 'post', itemId: post.id, subjectId: post.authorId, source: 'filter', reasons, excerpt: post.body }, now);
