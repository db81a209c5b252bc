import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamHealth } from '@/lib/contract/studio';
import type { ApiError } from '@/server/api/errors';
import { openBroadcast, streamAlive, streamArrived } from '@/server/media-pipeline/broadcasts';
import { seedTestData, TEST_NOW, type Dataset } from '@/tests/fixtures/dataset';
import { testBackends, type TestDb } from '@/tests/fixtures/test-db';
import { currentBroadcast, endOwnBroadcast } from './broadcast-actions';
import { parseHealth } from './broadcast-view';
import { studioOverview } from './overview';
import { planBroadcast } from './plan';
import { STUDIO_RECORDINGS_MAX, studioRecordings } from './recordings';
import { studioRooms } from './studio-rooms';

const backends = await testBackends();
const HEALTH: StreamHealth = { bitrateKbps: 5800, fps: 30, droppedFrames: 3, keyframeIntervalSeconds: 2, width: 1920, height: 1080, renditions: ['540p', '720p', '1080p'], viewers: 12, updatedAt: TEST_NOW };

const statusOf = async (p: Promise<unknown>) => p.then(() => 200, (err: ApiError) => err.code);

describe('parseHealth', () => {
  it('reads the health the ingest wrote, and nothing else', () => {
    expect(parseHealth(JSON.stringify(HEALTH))).toEqual(HEALTH);
    expect(parseHealth('{"bitrateKbps":')).toBeNull();
    expect(parseHealth(JSON.stringify({ ...HEALTH, fps: 'thirty' }))).toBeNull();
    expect(parseHealth(null)).toBeNull();
  });
});

describe.each(backends)('the studio services on $name', (backend) => {
  let t: TestDb;
  let data: Dataset;
  beforeAll(async () => {
    t = await backend.open();
    data = await seedTestData(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const recording = (ownerId: number, state: 'recording' | 'queued' | 'processing' | 'ready' | 'failed', createdAt: number, kind: 'recording' | 'import' = 'recording') =>
    t.db
      .insertInto('mediaAssets')
      .values({ kind, ownerId, fixtureId: null, title: `${state} ${createdAt}`, state, durationMs: state === 'ready' ? 60_000 : null, sourcePath: null, outputDir: null, renditions: null, error: null, createdAt, readyAt: null })
      .returning('id')
      .executeTakeFirstOrThrow();
  const job = (assetId: number, progress: number, at: number) =>
    t.db.insertInto('mediaJobs').values({ kind: 'package-recording', assetId, payload: '{}', state: 'running', progress, runAfter: at, lockedBy: null, lockedUntil: null, error: null, createdAt: at, updatedAt: at }).execute();

  it('offers the rooms whose match is not over, in the reader\'s language', async () => {
    const rooms = await studioRooms(t.db, data.commentators.mai, 'en');
    expect(rooms.map((r) => [r.roomId, r.title])).toEqual([[2, 'Room 2']]);
    expect(rooms[0]?.match.users.map((u) => u.roomId)).toContain(2);
  });

  it('lists recordings newest first with their packaging progress and, once ready, their playlist', async () => {
    const owner = data.commentators.long;
    const ready = await recording(owner, 'ready', TEST_NOW - 3000);
    const processing = await recording(owner, 'processing', TEST_NOW - 2000);
    await job(processing.id, 0.1, TEST_NOW - 1000);
    await job(processing.id, 0.45, TEST_NOW);
    await recording(owner, 'ready', TEST_NOW, 'import');
    await recording(data.commentators.tuan, 'ready', TEST_NOW);
    const list = await studioRecordings(t.db, owner);
    expect(list.map((v) => v.id)).toEqual([processing.id, ready.id]);
    expect(list[0]).toMatchObject({ state: 'processing', progress: 0.45, playlist: null });
    expect(list[1]).toMatchObject({ state: 'ready', progress: 1, playlist: `/streams/vod/${ready.id}/master.m3u8`, durationMs: 60_000 });
  });

  it(`lists at most ${STUDIO_RECORDINGS_MAX} recordings`, async () => {
    const owner = data.commentators.mai;
    for (let i = 0; i < STUDIO_RECORDINGS_MAX + 2; i += 1) await recording(owner, 'failed', TEST_NOW + i);
    const list = await studioRecordings(t.db, owner);
    expect(list).toHaveLength(STUDIO_RECORDINGS_MAX);
    expect(list[0]?.createdAt).toBe(TEST_NOW + STUDIO_RECORDINGS_MAX + 1);
  });

  it('shows the health of a broadcast on air as the ingest wrote it', async () => {
    const userId = data.commentators.tuan;
    await planBroadcast(t.db, userId, { roomId: 4, title: 'Bóng rổ', language: 'vi' }, TEST_NOW);
    await streamArrived(t.db, { userId, source: 'rtmp', node: 'n1', width: 1920, height: 1080, now: TEST_NOW });
    const open = await openBroadcast(t.db, userId);
    await streamAlive(t.db, open?.id ?? 0, HEALTH, TEST_NOW + 2000);
    const now = await currentBroadcast(t.db, userId, TEST_NOW + 2000);
    expect(now.broadcast).toMatchObject({ state: 'live', source: 'rtmp', health: HEALTH, startedAt: TEST_NOW });
    const overview = await studioOverview(t.db, { userId, locale: 'vi', now: TEST_NOW, hostHeader: 'site.example' });
    expect(overview.broadcast?.health).toEqual(HEALTH);
    await t.db.updateTable('broadcasts').set({ health: 'not json' }).where('id', '=', open?.id ?? 0).execute();
    expect((await currentBroadcast(t.db, userId, TEST_NOW)).broadcast?.health).toBeNull();
    await endOwnBroadcast(t.db, userId, TEST_NOW + 5000);
  });

  it('refuses to plan in a room of another, or for a match that is over', async () => {
    expect(await statusOf(planBroadcast(t.db, data.commentators.tuan, { roomId: 3, title: 'x', language: 'vi' }, TEST_NOW))).toBe(404);
    expect(await statusOf(planBroadcast(t.db, data.commentators.mai, { roomId: 5, title: 'x', language: 'vi' }, TEST_NOW))).toBe(409);
    expect(await statusOf(endOwnBroadcast(t.db, data.commentators.mai, TEST_NOW))).toBe(404);
  });
});
