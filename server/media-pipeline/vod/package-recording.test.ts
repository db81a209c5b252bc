import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_MATCH_TYPE, MATCH_PACKAGE_TYPE } from '@/lib/domain/highlights';
import type { Db } from '@/server/db/client';
import { createVodStreams, type VodStreams } from '@/server/streams/vod';
import { FX, TEST_NOW, seedTestData } from '@/tests/fixtures/dataset';
import { testBackends, type TestDb } from '@/tests/fixtures/test-db';
import { PACKAGE_DELAY_MS, endBroadcast, streamArrived } from '../broadcasts';
import { createDbRunner } from '../jobs/db-runner';
import { commentatorRecordings } from './commentator-recordings';
import { createVodHandlers } from './handlers';
import { makeRecordingPart } from './test-media';

const backends = await testBackends();
const ROOM = 5; // Mai's room of the ended Chelsea v Arsenal match.

// Two runs of the transcoder: 3 s (segments of 2 s and 1 s), then 2 s after a restart.
const template = await fs.mkdtemp(path.join(os.tmpdir(), 'vod-recording-'));
await makeRecordingPart(template, 1, 1, 3);
await makeRecordingPart(template, 1, 2, 2);
afterAll(() => fs.rm(template, { recursive: true, force: true }));

describe.each(backends)('a recording becomes on-demand video on $name', (backend) => {
  let t: TestDb;
  let db: Db;
  let root: string;
  let assetId: number;
  let clipId: number;
  let packageId: number;
  let vod: VodStreams;
  let mai = 0;
  let tuan = 0;
  const text = async (answer: Promise<{ status: number; body: Buffer } | null>) => {
    const a = await answer;
    return { status: a?.status, body: a?.body.toString('utf8') ?? '' };
  };

  beforeAll(async () => {
    t = await backend.open();
    db = t.db;
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'vod-root-'));
    const { commentators } = await seedTestData(db);
    mai = commentators.mai;
    tuan = commentators.tuan;
    packageId = (await db.insertInto('highlightClips').values({
      category: 'bong-da', type: MATCH_PACKAGE_TYPE, fixtureId: FX.endedFootball, parentId: null, eventSeq: null,
      titleVi: 'Highlight', titleEn: 'Highlights', titleZh: '精華', startSeconds: 0, durationSeconds: 300, poster: '/p.webp', publishedAt: TEST_NOW, createdAt: TEST_NOW,
    }).returning('id').executeTakeFirstOrThrow()).id;
    const b = await db.insertInto('broadcasts').values({
      userId: commentators.mai, roomId: ROOM, title: 'Chelsea v Arsenal', language: 'vi', state: 'ready', source: null, node: null, sourceWidth: null, sourceHeight: null,
      health: null, outputDir: null, recordingId: null, createdAt: TEST_NOW, startedAt: null, lastDataAt: null, endRequestedAt: null, endedAt: null,
    }).returning('id').executeTakeFirstOrThrow();
    const arrived = await streamArrived(db, { userId: commentators.mai, source: 'rtmp', node: 'n1', width: 1920, height: 1080, now: TEST_NOW });
    if (!arrived.ok) throw new Error('the stream was refused');
    assetId = arrived.broadcast.recordingId ?? 0;
    await fs.cp(path.join(template, 'live', '1'), path.join(root, 'live', String(b.id)), { recursive: true });
    await endBroadcast(db, b.id, TEST_NOW + 60_000);
    const runner = createDbRunner({ getDb: async () => db, node: 'n1', concurrency: 1, handlers: createVodHandlers({ mediaRoot: root, now: () => TEST_NOW + 120_000 }), now: () => TEST_NOW + 60_000 + PACKAGE_DELAY_MS });
    expect(await runner.tick()).toBe(1);
    await runner.idle();
    clipId = (await db.selectFrom('highlightClips').select('id').where('assetId', '=', assetId).executeTakeFirstOrThrow()).id;
    vod = createVodStreams(db, root);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('marks the video ready with its length, size and renditions, and the job done', async () => {
    const asset = await db.selectFrom('mediaAssets').selectAll().where('id', '=', assetId).executeTakeFirstOrThrow();
    expect(asset).toMatchObject({ state: 'ready', durationMs: 5000, readyAt: TEST_NOW + 120_000, kind: 'recording' });
    expect(Number(asset.sizeBytes)).toBeGreaterThan(10_000);
    expect(JSON.parse(asset.renditions ?? '[]')).toEqual([
      expect.objectContaining({ name: '540p', width: 320, height: 180, bandwidth: expect.any(Number) }),
      expect.objectContaining({ name: '720p', width: 320, height: 180 }),
    ]);
    expect(await db.selectFrom('mediaJobs').select(['state', 'progress']).where('assetId', '=', assetId).executeTakeFirstOrThrow()).toEqual({ state: 'done', progress: 1 });
  });

  it("files it as a full match in the match's highlights, under the match's package, naming the commentator", async () => {
    const clip = await db.selectFrom('highlightClips').selectAll().where('id', '=', clipId).executeTakeFirstOrThrow();
    expect(clip).toMatchObject({ category: 'bong-da', type: FULL_MATCH_TYPE, fixtureId: FX.endedFootball, parentId: packageId, startSeconds: 0, durationSeconds: 5 });
    expect(clip.titleVi).toBe('Toàn trận: Chelsea vs Arsenal | BLV Mai');
    expect(clip.titleEn).toBe('Full match: Chelsea vs Arsenal | Commentary: Mai');
    expect(clip.titleZh).toBe('全場重播：Chelsea vs Arsenal | 解說：Mai');
    expect(clip.poster).toMatch(/stadium-clip-fullMatch-1005-1/);
  });

  it('serves the whole recording over both runs, a discontinuity between them', async () => {
    const master = await text(vod.answerVod(`/streams/vod/${assetId}/master.m3u8`));
    expect(master.status).toBe(200);
    expect(master.body.match(/^\d+p\.m3u8$/gm)).toEqual(['540p.m3u8', '720p.m3u8']);
    const media = await text(vod.answerVod(`/streams/vod/${assetId}/720p.m3u8`));
    expect(media.body.split('\n').filter((l) => l.endsWith('.m4s'))).toEqual(['p1/720p/seg_00000.m4s', 'p1/720p/seg_00001.m4s', 'p2/720p/seg_00000.m4s']);
    expect(media.body).toContain('#EXT-X-DISCONTINUITY\n#EXT-X-MAP:URI="p2/720p/init_2.mp4"');
    expect(media.body.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });

  it('serves its segments immutable and its playlists briefly cached', async () => {
    const seg = await vod.answerVod(`/streams/vod/${assetId}/p2/540p/seg_00000.m4s`);
    expect(seg?.status).toBe(200);
    expect(seg?.headers['cache-control']).toContain('immutable');
    expect(seg?.body.equals(await fs.readFile(path.join(root, 'live', '1', 'p2', '540p', 'seg_00000.m4s')))).toBe(true);
    expect((await vod.answerVod(`/streams/vod/${assetId}/p1/720p/init_1.mp4`))?.status).toBe(200);
    expect((await vod.answerVod(`/streams/vod/${assetId}/540p.m3u8`))?.headers['cache-control']).toBe('public, max-age=60');
  });

  it.each([
    ['a path out of the folder', (id: number) => `/streams/vod/${id}/../../../etc/passwd`],
    ['an encoded path out of the folder', (id: number) => `/streams/vod/${id}/p1/%2e%2e/540p/seg_00000.m4s`],
    ["ffmpeg's own playlist", (id: number) => `/streams/vod/${id}/p1/540p/index.m3u8`],
    ['a file that is not there', (id: number) => `/streams/vod/${id}/p9/540p/seg_00000.m4s`],
    ['an unknown video', () => '/streams/vod/99999/master.m3u8'],
  ])('answers 404 for %s', async (_, url) => {
    expect((await vod.answerVod(url(assetId)))?.status).toBe(404);
  });

  it('answers 404 for a video that is not ready', async () => {
    const { id } = await db.insertInto('mediaAssets').values({ kind: 'recording', ownerId: null, fixtureId: null, title: 'x', state: 'recording', durationMs: null, sourcePath: null, outputDir: 'live/1', renditions: null, error: null, createdAt: TEST_NOW, readyAt: null }).returning('id').executeTakeFirstOrThrow();
    expect((await vod.answerVod(`/streams/vod/${id}/master.m3u8`))?.status).toBe(404);
  });

  it('leaves other stream paths to the rest of the stream handler', async () => {
    expect(await vod.answerVod('/streams/5/master.m3u8')).toBeNull();
  });

  it("plays the recording's highlight clip from the recording's own segments", async () => {
    const master = await text(vod.answerAssetClip(clipId, 'master'));
    expect(master.body.match(/^\d+p\.m3u8$/gm)).toEqual(['540p.m3u8', '720p.m3u8']);
    const media = await text(vod.answerAssetClip(clipId, '540p'));
    expect(media.body.split('\n').filter((l) => l.endsWith('.m4s'))).toEqual([
      `../../vod/${assetId}/p1/540p/seg_00000.m4s`, `../../vod/${assetId}/p1/540p/seg_00001.m4s`, `../../vod/${assetId}/p2/540p/seg_00000.m4s`,
    ]);
    // The URIs resolve, from the clip's playlist, to the video's files.
    expect(new URL(`../../vod/${assetId}/p1/540p/seg_00000.m4s`, `http://x/streams/clips/${clipId}/540p.m3u8`).pathname).toBe(`/streams/vod/${assetId}/p1/540p/seg_00000.m4s`);
  });

  it('cuts a clip of a span of the recording on segment boundaries, across a restart', async () => {
    const { id } = await db.insertInto('highlightClips').values({
      category: 'bong-da', type: 'ban-thang', fixtureId: FX.endedFootball, parentId: clipId, eventSeq: null, assetId,
      titleVi: 'Cắt', titleEn: 'Cut', titleZh: '剪', startSeconds: 2, durationSeconds: 2, poster: '/p.webp', publishedAt: TEST_NOW, createdAt: TEST_NOW,
    }).returning('id').executeTakeFirstOrThrow();
    const media = await text(vod.answerAssetClip(id, '720p'));
    expect(media.body.split('\n').filter((l) => l.endsWith('.m4s'))).toEqual([`../../vod/${assetId}/p1/720p/seg_00001.m4s`, `../../vod/${assetId}/p2/720p/seg_00000.m4s`]);
    expect(media.body).toContain('#EXT-X-DISCONTINUITY');
    expect((await vod.answerAssetClip(id, '1080p'))?.status).toBe(404);
  });

  it('leaves a clip of the demo recording, or an unknown clip, to the demo packager', async () => {
    expect(await vod.answerAssetClip(packageId, 'master')).toBeNull();
    expect(await vod.answerAssetClip(99999, 'master')).toBeNull();
  });

  it("lists the recording among its commentator's on-demand videos, in the reader's language", async () => {
    const listed = await commentatorRecordings(db, mai, { locale: 'en', now: TEST_NOW + 200_000 });
    expect(listed.map((c) => [c.id, c.title, c.durationSeconds])).toEqual([[clipId, 'Full match: Chelsea vs Arsenal | Commentary: Mai', 5]]);
    expect(listed[0]?.slug).toMatch(new RegExp(`-${clipId}$`));
    expect(await commentatorRecordings(db, tuan, { locale: 'en', now: TEST_NOW + 200_000 })).toEqual([]);
    // Not before it is out.
    expect(await commentatorRecordings(db, mai, { locale: 'vi', now: TEST_NOW })).toEqual([]);
  });
});
