import fs from 'node:fs/promises';
import { INGEST_VIDEO_CODECS, type BroadcastSource, type Refusal } from '@/lib/domain/broadcast';
import { logger } from '@/server/logger';
import { streamArrived } from './broadcasts';
import { broadcastDir } from './media-dir';
import { IngestSession, type PipelineDeps, type SourceControl, type SourceInfo } from './ingest-session';
import { recordRefusal, userForStreamKey } from './stream-keys';

/** What every ingest of this node shares: the pipeline's dependencies and the sessions it holds. */
export interface IngestRuntime {
  deps: PipelineDeps;
  node: string;
  sessions: Map<number, IngestSession>;
}

export interface IncomingStream {
  /** RTMP names the member by stream key; the browser studio by its ticket, already checked. */
  key?: string;
  userId?: number;
  source: BroadcastSource;
  info: SourceInfo;
  /** The source's video codec (ffmpeg's name), or null when it sent none. */
  video: string | null;
  control: SourceControl;
}

export type Acceptance = { ok: true; session: IngestSession } | { ok: false; refusal: Refusal };

/**
 * Decides whether a stream goes on air: a current key, a video track in a codec the transcoder takes,
 * and a planned broadcast not already live. Every refusal but an unknown key is noted for the studio.
 */
export async function acceptStream(runtime: IngestRuntime, s: IncomingStream): Promise<Acceptance> {
  const { db, now } = runtime.deps;
  const userId = s.userId ?? (s.key ? await userForStreamKey(db, s.key) : null);
  if (userId === null) return { ok: false, refusal: 'bad-key' };
  const refuse = async (refusal: Refusal): Promise<Acceptance> => {
    await recordRefusal(db, userId, refusal, now());
    logger.info({ userId, refusal, source: s.source }, 'stream refused');
    return { ok: false, refusal };
  };
  if (s.video === null) return refuse('no-video');
  if (!INGEST_VIDEO_CODECS.includes(s.video)) return refuse('unsupported-codec');
  const arrival = await streamArrived(db, { userId, source: s.source, node: runtime.node, width: s.info.width, height: s.info.height, now: now() });
  if (!arrival.ok) return refuse(arrival.refusal);
  const id = arrival.broadcast.id;
  // A first run starts from an empty folder: files of a broadcast with the same number in an older database must not join it.
  if (!arrival.resumed && arrival.broadcast.startedAt === arrival.broadcast.lastDataAt) await fs.rm(broadcastDir(runtime.deps.mediaRoot, id), { recursive: true, force: true });
  const session: IngestSession = new IngestSession(runtime.deps, arrival.broadcast, s.info, s.control, () => {
    if (runtime.sessions.get(id) === session) runtime.sessions.delete(id);
  });
  runtime.sessions.get(id)?.stop().catch(() => {});
  runtime.sessions.set(id, session);
  await session.start();
  logger.info({ broadcastId: arrival.broadcast.id, roomId: arrival.broadcast.roomId, resumed: arrival.resumed, source: s.source, rungs: session.rungs.map((r) => r.name) }, 'on air');
  return { ok: true, session };
}
