import type { Broadcast } from '@/lib/contract/studio';
import type { BroadcastLanguage } from '@/lib/domain/broadcast';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { openBroadcast, type BroadcastRow } from '@/server/media-pipeline/broadcasts';
import { uniqueViolationColumn } from '@/server/services/unique-violation';
import { toBroadcast } from './broadcast-view';
import { MATCH_OVER, roomForPlan } from './studio-rooms';

export interface BroadcastPlan {
  roomId: number;
  title: string;
  language: BroadcastLanguage;
}

/**
 * The next broadcast: a new one, ready for its stream, in a room the commentator hosts whose match is
 * not over. A broadcast still waiting may be moved to another room; one on air keeps its room and only
 * changes its title and language.
 */
export async function planBroadcast(db: Db, userId: number, plan: BroadcastPlan, now: number): Promise<Broadcast> {
  const row = await db.transaction().execute(async (trx): Promise<BroadcastRow> => {
    const room = await roomForPlan(trx, plan.roomId);
    if (!room || room.commentatorId !== userId) throw new ApiError(404, `roomId: you host no room ${plan.roomId}`);
    const open = await openBroadcast(trx, userId);
    const words = { title: plan.title, language: plan.language };
    if (open && open.state !== 'ready') {
      if (open.roomId !== plan.roomId) throw new ApiError(409, 'roomId: the broadcast on air keeps its room; end it first');
      // The recording being made is named after the broadcast: it follows a new title.
      if (open.recordingId !== null) await trx.updateTable('mediaAssets').set({ title: plan.title }).where('id', '=', open.recordingId).where('state', '=', 'recording').execute();
      return trx.updateTable('broadcasts').set(words).where('id', '=', open.id).returningAll().executeTakeFirstOrThrow();
    }
    if (MATCH_OVER.includes(room.scheduleStatus)) throw new ApiError(409, 'roomId: this match is over');
    if (open) {
      // Only while it still waits: a stream arriving meanwhile put it on air in the room it had.
      const moved = await trx.updateTable('broadcasts').set({ ...words, roomId: plan.roomId }).where('id', '=', open.id).where('state', '=', 'ready').returningAll().executeTakeFirst();
      if (!moved) throw new ApiError(409, 'roomId: the broadcast went on air meanwhile; try again');
      return moved;
    }
    return trx
      .insertInto('broadcasts')
      .values({ userId, roomId: plan.roomId, ...words, state: 'ready', source: null, node: null, sourceWidth: null, sourceHeight: null, health: null, outputDir: null, recordingId: null, createdAt: now, startedAt: null, lastDataAt: null, endRequestedAt: null, endedAt: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  }).catch((err: unknown) => {
    // Two first plans racing: the database keeps one open broadcast per member (broadcasts_one_open_idx).
    if (uniqueViolationColumn(err) !== null) throw new ApiError(409, 'A broadcast is already planned; try again');
    throw err;
  });
  return toBroadcast(db, row, now);
}
