import { notFound, unprocessable } from '@/server/api/errors';
import type { Db } from '@/server/db/client';

/** Where a member stopped in a clip; 0 when they never watched it. */
export async function clipPosition(db: Db, userId: number, clipId: number): Promise<{ clipId: number; seconds: number }> {
  const row = await db.selectFrom('highlightPositions').select('seconds').where('userId', '=', userId).where('clipId', '=', clipId).executeTakeFirst();
  return { clipId, seconds: row?.seconds ?? 0 };
}

/** Saves a member's place in a clip (the latest write wins); 404 for an unknown clip, 422 past its end. */
export async function saveClipPosition(db: Db, userId: number, input: { clipId: number; seconds: number }, now: number): Promise<{ clipId: number; seconds: number }> {
  const clip = await db.selectFrom('highlightClips').select('durationSeconds').where('id', '=', input.clipId).where('publishedAt', '<=', now).executeTakeFirst();
  if (!clip) throw notFound('No such clip');
  if (input.seconds > clip.durationSeconds) throw unprocessable('seconds', `must be at most ${clip.durationSeconds}`);
  await db
    .insertInto('highlightPositions')
    .values({ userId, clipId: input.clipId, seconds: input.seconds, updatedAt: now })
    .onConflict((oc) => oc.columns(['userId', 'clipId']).doUpdateSet({ seconds: input.seconds, updatedAt: now }))
    .execute();
  return { clipId: input.clipId, seconds: input.seconds };
}
