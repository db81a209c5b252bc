import { READING_HISTORY } from '@/lib/domain/reading-history';
import type { Db } from '@/server/db/client';

/**
 * Notes that the member read the article (its first read stays), then forgets their reads beyond the
 * newest kept ones, so a history never grows without bound. Call it where the view is counted.
 */
export async function recordReading(db: Db, userId: number, articleId: number, now: number): Promise<void> {
  await db
    .insertInto('readingHistory')
    .values({ userId, articleId, firstReadAt: now, lastReadAt: now })
    .onConflict((oc) => oc.columns(['userId', 'articleId']).doUpdateSet({ lastReadAt: now }))
    .execute();
  const kept = db
    .selectFrom('readingHistory')
    .select('articleId')
    .where('userId', '=', userId)
    .orderBy('lastReadAt', 'desc')
    .orderBy('articleId', 'desc')
    .limit(READING_HISTORY.keptPerMember);
  await db.deleteFrom('readingHistory').where('userId', '=', userId).where('articleId', 'not in', kept).execute();
}

/** Forgets everything the member read; answers how many reads were forgotten. */
export async function clearReadingHistory(db: Db, userId: number): Promise<{ cleared: number }> {
  const result = await db.deleteFrom('readingHistory').where('userId', '=', userId).executeTakeFirst();
  return { cleared: Number(result.numDeletedRows) };
}
