import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { IngestRuntime } from '@/server/media-pipeline/ingest-runtime';
import { findFfmpeg } from '@/server/media-pipeline/ffmpeg-path';
import { startRtmpServer } from '@/server/media-pipeline/rtmp-server';
import { rotateStreamKey } from '@/server/media-pipeline/stream-keys';
import { createStreamHandler } from '@/server/streams/handler';
import { roomSourceLookup } from '@/server/streams/live';
import { loadDemoRecording } from '@/server/streams/renditions';
import { seedTestData, TEST_NOW } from '../../tests/fixtures/dataset';
import { openSqliteTestDb, type TestDb } from '../../tests/fixtures/test-db';

/** The pipeline on its own: a database, the RTMP ingest, the stream routes and a page that plays a room. */
export interface MediaRig {
  origin: string;
  rtmpUrl: string;
  mediaRoot: string;
  ffmpeg: string;
  t: TestDb;
  commentators: number[];
  /** A key for the commentator with a broadcast planned in room `roomId`. */
  goLive(userId: number, roomId: number): Promise<string>;
  close(): Promise<void>;
}

export async function startMediaRig(preset: string, playerPage: string): Promise<MediaRig> {
  const ffmpeg = findFfmpeg()?.path;
  if (!ffmpeg) throw new Error('no ffmpeg');
  const t = await openSqliteTestDb();
  const data = await seedTestData(t.db);
  const mediaRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-media-'));
  const runtime: IngestRuntime = { deps: { db: t.db, mediaRoot, ffmpeg, preset, now: Date.now }, node: 'bench', sessions: new Map() };
  const rtmp: Server = await startRtmpServer(runtime, 0, '127.0.0.1');
  const recording = await loadDemoRecording(path.join(process.cwd(), 'public', 'streams', 'demo'));
  const streams = createStreamHandler({ recording, roomExists: async () => true, live: { roomSource: roomSourceLookup(t.db), mediaRoot } });
  const hlsJs = await fs.readFile(path.join(process.cwd(), 'node_modules', 'hls.js', 'dist', 'hls.min.js'));
  const web = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
    if (pathname === '/hls.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(hlsJs);
    if (pathname === '/player') return void res.writeHead(200, { 'content-type': 'text/html' }).end(playerPage);
    void streams(req, res, pathname);
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  const { tuan, mai, long } = data.commentators;
  return {
    origin: `http://127.0.0.1:${(web.address() as AddressInfo).port}`,
    rtmpUrl: `rtmp://127.0.0.1:${(rtmp.address() as AddressInfo).port}/live`,
    mediaRoot,
    ffmpeg,
    t,
    commentators: [tuan, mai, long],
    async goLive(userId, roomId) {
      const { key } = await rotateStreamKey(t.db, userId, TEST_NOW);
      await t.db.updateTable('broadcasts').set({ state: 'ended' }).where('userId', '=', userId).execute();
      await t.db.insertInto('broadcasts').values({ userId, roomId, title: 'Bench', language: 'vi', state: 'ready', source: null, node: null, sourceWidth: null, sourceHeight: null, health: null, outputDir: null, recordingId: null, createdAt: Date.now(), startedAt: null, lastDataAt: null, endRequestedAt: null, endedAt: null }).execute();
      return key;
    },
    async close() {
      await Promise.all([...runtime.sessions.values()].map((s) => s.stop()));
      rtmp.close();
      web.close();
      await t.close();
      await fs.rm(mediaRoot, { recursive: true, force: true });
    },
  };
}

/**
 * A recorded 1080p source pushed over RTMP at its own pace, as OBS would send it, looped for `seconds`.
 * It is copied, not encoded: the commentator's encoder does not run on the server, so it takes no CPU here.
 */
export function pushRecordedSource(ffmpeg: string, file: string, url: string, seconds: number): ChildProcess {
  return spawn(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-stream_loop', '-1', '-re', '-i', file, '-t', String(seconds), '-c', 'copy', '-f', 'flv', url], { stdio: 'ignore' });
}

/** CPU seconds a process (and none of its children) has used so far, from /proc. */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString().trim() || 100);
}

/** The pid of the transcoder writing a broadcast's first run. */
export function transcoderPid(mediaRoot: string, broadcastDirName: string): number | null {
  const out = spawnSync('pgrep', ['-f', path.join(mediaRoot, 'live', broadcastDirName, 'p1')]).stdout.toString().trim().split('\n')[0];
  return out ? Number(out) : null;
}
