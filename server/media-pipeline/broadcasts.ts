import type { Selectable } from 'kysely';
import { ON_AIR_STATES, type BroadcastSource, type Refusal } from '@/lib/domain/broadcast';
import type { Db } from '@/server/db/client';
import type { BroadcastTable } from '@/server/db/schema-media';
import { enqueueJob } from './jobs/enqueue';

export type BroadcastRow = Selectable<BroadcastTable>;

/** How long after a broadcast ends its recording is packaged: the last segments are written by then. */
export const PACKAGE_DELAY_MS = 10_000;

const OPEN_STATES = ['ready', 'live', 'reconnecting'] as const;

/**
 * Nodes that are external media servers (MediaMTX, SRS): they send no health while live, only the
 * unpublish hook, so the sweep leaves their live broadcasts alone; and the site records nothing of them.
 */
export const EXTERNAL_INGEST_NODES = ['mediamtx', 'srs'] as const;

/** The member's broadcast that is planned or on air, if any. */
export async function openBroadcast(db: Db, userId: number): Promise<BroadcastRow | null> {
  return (await db.selectFrom('broadcasts').selectAll().where('userId', '=', userId).where('state', 'in', OPEN_STATES).orderBy('id', 'desc').executeTakeFirst()) ?? null;
}

/** The broadcast on air in a room (live, or waiting for its stream to come back), if any. */
export async function onAirBroadcast(db: Db, roomId: number): Promise<BroadcastRow | null> {
  return (await db.selectFrom('broadcasts').selectAll().where('roomId', '=', roomId).where('state', 'in', ON_AIR_STATES).orderBy('id', 'desc').executeTakeFirst()) ?? null;
}

export interface StreamArrival {
  userId: number;
  source: BroadcastSource;
  /** The node whose ingest took the stream. */
  node: string;
  width: number | null;
  height: number | null;
  now: number;
  /** Whether the site records the broadcast; false for a stream an external media server holds. */
  record?: boolean;
}

export type ArrivalResult = { ok: true; broadcast: BroadcastRow; resumed: boolean } | { ok: false; refusal: Refusal };

/**
 * A stream with the member's key arrived: their planned broadcast goes on air in its room (or, within
 * the grace period, the same broadcast resumes). Refused without a plan, or while another stream is live.
 * The room becomes a real one, and the broadcast's recording is opened.
 */
export async function streamArrived(db: Db, s: StreamArrival): Promise<ArrivalResult> {
  return db.transaction().execute(async (trx) => {
    const b = await openBroadcast(trx, s.userId);
    if (!b) return { ok: false, refusal: 'no-plan' } as const;
    if (b.state === 'live') return { ok: false, refusal: 'already-live' } as const;
    const resumed = b.state === 'reconnecting';
    let recordingId = b.recordingId;
    if (recordingId === null && s.record !== false) {
      const room = await trx.selectFrom('liveRooms').select('fixtureId').where('id', '=', b.roomId).executeTakeFirst();
      const asset = await trx
        .insertInto('mediaAssets')
        .values({ kind: 'recording', ownerId: s.userId, fixtureId: room?.fixtureId ?? null, title: b.title, state: 'recording', durationMs: null, sourcePath: null, outputDir: `live/${b.id}`, renditions: null, error: null, createdAt: s.now, readyAt: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      recordingId = asset.id;
    }
    // Only a broadcast still waiting flips: a second node racing for the same key finds it live.
    const updated = await trx
      .updateTable('broadcasts')
      .set({ state: 'live', source: s.source, node: s.node, sourceWidth: s.width, sourceHeight: s.height, startedAt: b.startedAt ?? s.now, lastDataAt: s.now, outputDir: `live/${b.id}`, recordingId })
      .where('id', '=', b.id)
      .where('state', '=', b.state)
      .returningAll()
      .executeTakeFirst();
    if (!updated) return { ok: false, refusal: 'already-live' } as const;
    await trx.updateTable('liveRooms').set({ demo: 0 }).where('id', '=', b.roomId).execute();
    return { ok: true, broadcast: updated, resumed } as const;
  });
}

/** The ingest's periodic word: data still arrives. Says whether the broadcast was ended meanwhile (the studio's End). */
export async function streamAlive(db: Db, broadcastId: number, health: unknown, now: number): Promise<{ ended: boolean }> {
  const res = await db
    .updateTable('broadcasts')
    .set({ lastDataAt: now, health: JSON.stringify(health) })
    .where('id', '=', broadcastId)
    .where('state', '=', 'live')
    .executeTakeFirst();
  return { ended: Number(res.numUpdatedRows) === 0 };
}

/** The stream stopped: the room waits for it through the grace period before the broadcast ends. */
export async function streamStopped(db: Db, broadcastId: number, now: number): Promise<void> {
  await db.updateTable('broadcasts').set({ state: 'reconnecting', lastDataAt: now }).where('id', '=', broadcastId).where('state', '=', 'live').execute();
}

/** Ends a broadcast; its recording, if it has one, is queued for packaging. False when it had already ended. */
export async function endBroadcast(db: Db, broadcastId: number, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const b = await trx
      .updateTable('broadcasts')
      .set({ state: 'ended', endedAt: now, endRequestedAt: now })
      .where('id', '=', broadcastId)
      .where('state', 'in', OPEN_STATES)
      .returning(['recordingId', 'startedAt'])
      .executeTakeFirst();
    if (!b) return false;
    if (b.recordingId !== null) {
      await trx.updateTable('mediaAssets').set({ state: 'queued' }).where('id', '=', b.recordingId).where('state', '=', 'recording').execute();
      await enqueueJob(trx, { kind: 'package-recording', assetId: b.recordingId, runAfter: now + PACKAGE_DELAY_MS }, now);
    }
    return true;
  });
}

/** Ends every broadcast whose stream has been gone longer than the grace period (a node that died included). */
export async function sweepBroadcasts(db: Db, graceMs: number, now: number): Promise<number[]> {
  const stale = await db
    .selectFrom('broadcasts')
    .select('id')
    .where('lastDataAt', '<', now - graceMs)
    .where((eb) => eb.or([eb('state', '=', 'reconnecting'), eb.and([eb('state', '=', 'live'), eb.or([eb('node', 'is', null), eb('node', 'not in', EXTERNAL_INGEST_NODES)])])]))
    .execute();
  const ended: number[] = [];
  for (const { id } of stale) if (await endBroadcast(db, id, now)) ended.push(id);
  return ended;
}
