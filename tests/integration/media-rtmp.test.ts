import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endBroadcast, sweepBroadcasts } from '@/server/media-pipeline/broadcasts';
import { findFfmpeg } from '@/server/media-pipeline/ffmpeg-path';
import { parseFfmpegPlaylist } from '@/server/media-pipeline/hls-parts';
import type { IngestRuntime } from '@/server/media-pipeline/ingest-runtime';
import { startRtmpServer } from '@/server/media-pipeline/rtmp-server';
import { rotateStreamKey } from '@/server/media-pipeline/stream-keys';
import { createStreamHandler } from '@/server/streams/handler';
import { roomSourceLookup } from '@/server/streams/live';
import { loadDemoRecording } from '@/server/streams/renditions';
import { seedTestData, TEST_NOW, type Dataset } from '../fixtures/dataset';
import { eventually, exitOf, firstFramePsnr, pushTestSource } from '../fixtures/media-sources';
import { openSqliteTestDb, type TestDb } from '../fixtures/test-db';

const ffmpeg = findFfmpeg();
const CI = process.env.CI === 'true';

/** RTMP in, the ladder out: a generated source goes on air in its room, and every refusal is clean. */
describe.skipIf(!ffmpeg && !CI)('RTMP ingest', () => {
  let t: TestDb;
  let data: Dataset;
  let mediaRoot: string;
  let rtmp: Server;
  let web: http.Server;
  let origin = '';
  let rtmpUrl = '';
  let runtime: IngestRuntime;

  beforeAll(async () => {
    t = await openSqliteTestDb();
    data = await seedTestData(t.db);
    mediaRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-media-'));
    runtime = { deps: { db: t.db, mediaRoot, ffmpeg: ffmpeg?.path ?? 'ffmpeg', preset: 'ultrafast', now: Date.now }, node: 'test', sessions: new Map() };
    rtmp = await startRtmpServer(runtime, 0, '127.0.0.1');
    rtmpUrl = `rtmp://127.0.0.1:${(rtmp.address() as AddressInfo).port}/live`;
    const recording = await loadDemoRecording(path.join(process.cwd(), 'public', 'streams', 'demo'));
    const handle = createStreamHandler({ recording, roomExists: async () => true, live: { roomSource: roomSourceLookup(t.db), mediaRoot } });
    web = http.createServer((req, res) => void handle(req, res, (req.url ?? '/').split('?', 1)[0] ?? '/'));
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    await Promise.all([...runtime.sessions.values()].map((s) => s.stop()));
    rtmp?.close();
    web?.close();
    await t?.close();
    await fs.rm(mediaRoot, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await t.db.deleteFrom('broadcasts').execute();
  });

  const plan = async (userId: number, roomId: number) =>
    (await t.db.insertInto('broadcasts').values({ userId, roomId, title: 'Trực tiếp', language: 'vi', state: 'ready', source: null, node: null, sourceWidth: null, sourceHeight: null, health: null, outputDir: null, recordingId: null, createdAt: TEST_NOW, startedAt: null, lastDataAt: null, endRequestedAt: null, endedAt: null }).returning('id').executeTakeFirstOrThrow()).id;
  const broadcast = (id: number) => t.db.selectFrom('broadcasts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const refusalOf = async (userId: number) => (await t.db.selectFrom('streamKeys').select('lastRefusal').where('userId', '=', userId).executeTakeFirst())?.lastRefusal;
  const text = async (p: string) => {
    const res = await fetch(origin + p);
    return { status: res.status, body: await res.text() };
  };

  it('puts a 720p source on air in its room at 540p and 720p (no upscaling), then waits and ends with a recording', async () => {
    const { key } = await rotateStreamKey(t.db, data.commentators.tuan, TEST_NOW);
    const id = await plan(data.commentators.tuan, 1);
    const before = await text('/streams/1/master.m3u8');
    expect(before.body).toContain('1080p.m3u8'); // a demo room plays the demo recording until a broadcast arrives

    const encoder = pushTestSource(`${rtmpUrl}/${key}`, { seconds: 9 });
    await eventually(async () => ((await broadcast(id)).state === 'live' ? true : undefined), 15_000, 'the broadcast to go live');
    const room = await t.db.selectFrom('liveRooms').select('demo').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(room.demo).toBe(0);

    // Rooms' sources are looked up at most once a second: the demo answer above may stand a moment longer.
    const master = await eventually(async () => {
      const m = await text('/streams/1/master.m3u8');
      return m.body.includes('1080p.m3u8') ? undefined : m;
    }, 5_000, 'the live master playlist');
    expect(master.body.match(/^\d+p\.m3u8$/gm)).toEqual(['540p.m3u8', '720p.m3u8']);
    expect(master.body).toContain('RESOLUTION=1280x720');
    const media = await eventually(async () => {
      const m = await text('/streams/1/720p.m3u8');
      return m.body.includes('.m4s') ? m.body : undefined;
    }, 20_000, 'the first 720p segment');
    expect(media).toContain('#EXT-X-PROGRAM-DATE-TIME:');
    expect(media).not.toContain('#EXT-X-ENDLIST');
    const segment = /^(\.\.\/live\/\d+\/p1\/720p\/seg_\d+\.m4s)$/m.exec(media)?.[1];
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(media)?.[1];
    for (const file of [segment, init]) {
      // Resolved against the playlist's own address, as a player does.
      const res = await fetch(new URL(file ?? '', `${origin}/streams/1/720p.m3u8`));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('immutable');
    }
    expect((await fetch(`${origin}/streams/live/${id}/p1/720p/..%2F..%2Fsecret.m4s`)).status).toBe(404);

    // Health as the studio shows it, measured on the stream's own timestamps: a keyframe every 2 s at 30 fps.
    const health = await eventually(async () => {
      const h = JSON.parse((await broadcast(id)).health ?? 'null') as { keyframeIntervalSeconds: number | null; fps: number; height: number; renditions: string[] } | null;
      return h && h.keyframeIntervalSeconds !== null && h.fps > 0 ? h : undefined;
    }, 10_000, 'the stream health');
    expect(health).toMatchObject({ keyframeIntervalSeconds: 2, height: 720, renditions: ['540p', '720p'] });
    expect(health.fps).toBeGreaterThan(28);
    expect(health.fps).toBeLessThan(32);

    expect(await exitOf(encoder)).toBe(0);
    await eventually(async () => ((await broadcast(id)).state === 'reconnecting' ? true : undefined), 15_000, 'the room to wait for the stream');
    expect(await sweepBroadcasts(t.db, 0, Date.now() + 1)).toEqual([id]);
    const ended = await broadcast(id);
    expect(ended.state).toBe('ended');
    const asset = await t.db.selectFrom('mediaAssets').selectAll().where('id', '=', ended.recordingId ?? 0).executeTakeFirstOrThrow();
    expect(asset).toMatchObject({ kind: 'recording', state: 'queued', ownerId: data.commentators.tuan });
    const job = await t.db.selectFrom('mediaJobs').selectAll().where('assetId', '=', asset.id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'package-recording', state: 'queued' });
    // The room is real now and off air: it no longer plays the demo.
    expect((await text('/streams/1/master.m3u8')).status).toBe(404);
  }, 90_000);

  it('keeps whole the frames that arrive while the stream is being accepted, so the broadcast opens on the source\'s first frame', async () => {
    const { key } = await rotateStreamKey(t.db, data.commentators.tuan, TEST_NOW);
    const id = await plan(data.commentators.tuan, 1);
    // The database is busy for a moment: the key check waits, and the first keyframe with it.
    const busy = t.db.transaction().execute(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    // At 1080p the test pattern's keyframe is larger than the frames after it, whose bytes could land on it.
    const encoder = pushTestSource(`${rtmpUrl}/${key}`, { seconds: 6, size: '1920x1080' });
    await busy;
    expect(await exitOf(encoder)).toBe(0);
    await eventually(async () => ((await broadcast(id)).state === 'reconnecting' ? true : undefined), 15_000, 'the stream to end');
    const dir = path.join(mediaRoot, 'live', String(id), 'p1', '1080p');
    const written = parseFfmpegPlaylist(await fs.readFile(path.join(dir, 'index.m3u8'), 'utf8'));
    const files = [written?.initFile ?? '', ...(written?.segments ?? []).map((seg) => seg.file)].map((f) => path.join(dir, f));
    // The opening frame on air is the source's own (a lost or overwritten keyframe leaves only a smear to decode).
    expect(await firstFramePsnr(files)).toBeGreaterThan(35);
    await endBroadcast(t.db, id, Date.now());
  }, 60_000);

  it('refuses a wrong or rotated key at connect', async () => {
    const { key: old } = await rotateStreamKey(t.db, data.commentators.mai, TEST_NOW);
    await rotateStreamKey(t.db, data.commentators.mai, TEST_NOW + 1);
    const id = await plan(data.commentators.mai, 2);
    for (const key of [old, 'live_not-a-real-key', 'nonsense']) {
      const encoder = pushTestSource(`${rtmpUrl}/${key}`, { seconds: 3 });
      expect(await exitOf(encoder)).not.toBe(0);
    }
    expect((await broadcast(id)).state).toBe('ready');
  }, 60_000);

  it('refuses a second stream on a key already live, and one without a planned broadcast', async () => {
    const { key } = await rotateStreamKey(t.db, data.commentators.long, TEST_NOW);
    const unplanned = pushTestSource(`${rtmpUrl}/${key}`, { seconds: 3 });
    expect(await exitOf(unplanned)).not.toBe(0);
    expect(await refusalOf(data.commentators.long)).toBe('no-plan');

    const id = await plan(data.commentators.long, 3);
    const first = pushTestSource(`${rtmpUrl}/${key}`, { seconds: 12, size: '640x360' });
    await eventually(async () => ((await broadcast(id)).state === 'live' ? true : undefined), 15_000, 'the first stream to go live');
    const second = pushTestSource(`${rtmpUrl}/${key}`, { seconds: 3, size: '640x360' });
    expect(await exitOf(second)).not.toBe(0);
    expect(await refusalOf(data.commentators.long)).toBe('already-live');
    expect((await broadcast(id)).state).toBe('live');

    // The studio's End: the ingest hangs up on its next health report.
    await endBroadcast(t.db, id, Date.now());
    expect(await exitOf(first)).not.toBeNull();
    expect((await broadcast(id)).state).toBe('ended');
  }, 60_000);

  it('restarts a transcoder that dies mid-stream: the room plays on across a discontinuity', async () => {
    const { key } = await rotateStreamKey(t.db, data.commentators.mai, TEST_NOW);
    const id = await plan(data.commentators.mai, 2);
    const encoder = pushTestSource(`${rtmpUrl}/${key}`, { seconds: 16, size: '640x360' });
    // Until the broadcast is on air the demo room plays the demo recording: wait for the broadcast's own segments.
    await eventually(async () => ((await text('/streams/2/540p.m3u8')).body.includes(`../live/${id}/p1/`) ? true : undefined), 20_000, 'the first segment');
    const firstRun = path.join(mediaRoot, 'live', String(id), 'p1');
    spawnSync('pkill', ['-KILL', '-f', firstRun]);
    const playlist = await eventually(async () => {
      const body = (await text('/streams/2/540p.m3u8')).body;
      return /p2\/540p\/seg_\d+\.m4s/.test(body) ? body : undefined;
    }, 20_000, 'the second run\'s segments');
    expect(playlist).toContain('#EXT-X-DISCONTINUITY');
    expect(playlist).toContain(`#EXT-X-MAP:URI="../live/${id}/p2/540p/init.mp4"`);
    expect((await broadcast(id)).state).toBe('live');
    encoder.kill();
    await exitOf(encoder);
  }, 60_000);

  it('refuses a source without video', async () => {
    const { key } = await rotateStreamKey(t.db, data.commentators.tuan, TEST_NOW);
    const id = await plan(data.commentators.tuan, 4);
    const encoder = pushTestSource(`${rtmpUrl}/${key}`, { seconds: 8, video: false });
    await eventually(async () => ((await refusalOf(data.commentators.tuan)) === 'no-video' ? true : undefined), 15_000, 'the no-video refusal');
    encoder.kill();
    expect((await broadcast(id)).state).toBe('ready');
  }, 30_000);
});
