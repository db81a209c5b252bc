import type { Broadcast, StreamRefusal } from '@/lib/contract/studio';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { endBroadcast, openBroadcast } from '@/server/media-pipeline/broadcasts';
import { issueIngestTicket } from '@/server/media-pipeline/tickets';
import { latestRefusal, toBroadcast } from './broadcast-view';

/** The commentator's broadcast that waits or is on air (null when none), and their key's latest refusal. */
export async function currentBroadcast(db: Db, userId: number, now: number): Promise<{ broadcast: Broadcast | null; refusal: StreamRefusal | null }> {
  const [open, refusal] = await Promise.all([openBroadcast(db, userId), latestRefusal(db, userId, now)]);
  return { broadcast: open ? await toBroadcast(db, open, now) : null, refusal };
}

/** Ends the commentator's broadcast: the room goes off air and the recording is queued for packaging. */
export async function endOwnBroadcast(db: Db, userId: number, now: number): Promise<Broadcast> {
  const open = await openBroadcast(db, userId);
  if (!open) throw new ApiError(404, 'You have no broadcast to end');
  await endBroadcast(db, open.id, now);
  const ended = await db.selectFrom('broadcasts').selectAll().where('id', '=', open.id).executeTakeFirstOrThrow();
  return toBroadcast(db, ended, now);
}

/**
 * A ticket for the browser studio's ingest socket, for a broadcast that waits for its stream (planned,
 * or dropped within the grace period). One already live would refuse a second stream anyway.
 */
export async function ingestTicket(db: Db, userId: number, now: number): Promise<{ ticket: string; path: string }> {
  const open = await openBroadcast(db, userId);
  if (!open || (open.state !== 'ready' && open.state !== 'reconnecting')) {
    throw new ApiError(409, open ? 'Your broadcast is already receiving a stream' : 'Plan a broadcast before going live');
  }
  return issueIngestTicket(userId, now);
}
