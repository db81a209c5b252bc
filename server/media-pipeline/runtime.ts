import type { Server } from 'node:net';
import { hostname } from 'node:os';
import type { UpgradeHandler } from '@/server/http/upgrade';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { sweepBroadcasts } from './broadcasts';
import { createBrowserIngest } from './browser-ingest';
import { readMediaConfig } from './config';
import { findFfmpeg } from './ffmpeg-path';
import type { IngestRuntime } from './ingest-runtime';
import { mediaDir } from './media-dir';
import { startRtmpServer } from './rtmp-server';

const SWEEP_EVERY_MS = 5_000;

export interface MediaPipeline {
  /** This node's name on the broadcasts and jobs it holds. */
  node: string;
  /** The browser studio's ingest socket; absent when no ffmpeg runs here. */
  handleUpgrade: UpgradeHandler | null;
  close(): Promise<void>;
}

const holder = globalThis as typeof globalThis & { __portalRtmpPort?: number | null };

/** The port this node's RTMP server listens on, for the studio to show; null when it runs none. */
export function rtmpListeningPort(): number | null {
  return holder.__portalRtmpPort ?? null;
}

/**
 * Starts this node's part of the pipeline: RTMP and browser ingest when an ffmpeg runs here, and the
 * sweep that ends broadcasts whose stream did not come back (any node may do it).
 */
export async function startMediaPipeline(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<MediaPipeline> {
  const config = readMediaConfig(env);
  const sweeper = setInterval(() => {
    void sweepBroadcasts(db, config.graceMs, Date.now()).catch((err: unknown) => logger.error({ err }, 'broadcast sweep failed'));
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  const ffmpeg = findFfmpeg(env);
  const node = `${hostname()}:${process.pid}`;
  if (!ffmpeg) {
    logger.warn('no ffmpeg found: commentators cannot go live from this node');
    return { node, handleUpgrade: null, close: async () => clearInterval(sweeper) };
  }
  const runtime: IngestRuntime = {
    deps: {
      db,
      mediaRoot: mediaDir(env),
      ffmpeg: ffmpeg.path,
      preset: config.preset,
      now: Date.now,
      // The viewer sync writes every node's count here every few seconds.
      viewers: async (roomId) => (await db.selectFrom('liveRooms').select('viewerCount').where('id', '=', roomId).executeTakeFirst())?.viewerCount ?? 0,
    },
    node,
    sessions: new Map(),
  };
  let rtmp: Server | null = null;
  if (config.rtmpPort !== null) {
    rtmp = await startRtmpServer(runtime, config.rtmpPort).catch((err: unknown) => {
      logger.error({ err, port: config.rtmpPort }, 'RTMP server could not start; browser ingest still works');
      return null;
    });
    const address = rtmp?.address();
    holder.__portalRtmpPort = address && typeof address === 'object' ? address.port : null;
  }
  const browser = createBrowserIngest(runtime);
  logger.info({ ffmpeg: ffmpeg.origin, rtmpPort: rtmpListeningPort() }, 'media pipeline ready');
  return {
    node,
    handleUpgrade: browser.handleUpgrade,
    async close() {
      clearInterval(sweeper);
      rtmp?.close();
      browser.close();
      await Promise.all([...runtime.sessions.values()].map((s) => s.stop()));
      holder.__portalRtmpPort = null;
    },
  };
}
