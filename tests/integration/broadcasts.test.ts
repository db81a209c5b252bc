import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endBroadcast, onAirBroadcast, openBroadcast, streamAlive, streamArrived, streamStopped, sweepBroadcasts } from '@/server/media-pipeline/broadcasts';
import { seedTestData, TEST_NOW, type Dataset } from '../fixtures/dataset';
import { testBackends, type TestDb } from '../fixtures/test-db';

const backends = await testBackends();

/** A broadcast's life in the database: planned, on air, waiting for its stream, ended with its recording queued. */
describe.each(backends)('broadcasts on $name', (backend) => {
  let t: TestDb;
  let data: Dataset;
  beforeAll(async () => {
    t = await backend.open();
    data = await seedTestData(t.db);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('mediaJobs').execute();
    await t.db.deleteFrom('broadcasts').execute();
  });

  const plan = async (userId: number, roomId: number) =>
    (await t.db.insertInto('broadcasts').values({ userId, roomId, title: 'Trận cầu', language: 'vi', state: 'ready', source: null, node: null, sourceWidth: null, sourceHeight: null, health: null, outputDir: null, recordingId: null, createdAt: TEST_NOW, startedAt: null, lastDataAt: null, endRequestedAt: null, endedAt: null }).returning('id').executeTakeFirstOrThrow()).id;
  const arrive = (userId: number, at: number, extra: { node?: string; record?: boolean } = {}) =>
    streamArrived(t.db, { userId, source: 'rtmp', node: extra.node ?? 'a', width: 1920, height: 1080, now: at, ...(extra.record === undefined ? {} : { record: extra.record }) });

  it('refuses a stream without a plan, puts a planned one on air and opens its recording', async () => {
    const { tuan } = data.commentators;
    expect(await arrive(tuan, TEST_NOW)).toEqual({ ok: false, refusal: 'no-plan' });
    const id = await plan(tuan, 1);
    const result = await arrive(tuan, TEST_NOW + 1);
    expect(result.ok && result.broadcast).toMatchObject({ id, state: 'live', node: 'a', sourceHeight: 1080, startedAt: TEST_NOW + 1, outputDir: `live/${id}` });
    expect(result.ok && result.resumed).toBe(false);
    const recording = await t.db.selectFrom('mediaAssets').selectAll().where('id', '=', result.ok ? (result.broadcast.recordingId ?? 0) : 0).executeTakeFirstOrThrow();
    expect(recording).toMatchObject({ kind: 'recording', state: 'recording', ownerId: tuan, title: 'Trận cầu' });
    expect((await t.db.selectFrom('liveRooms').select('demo').where('id', '=', 1).executeTakeFirstOrThrow()).demo).toBe(0);
    expect((await onAirBroadcast(t.db, 1))?.id).toBe(id);
    // A second stream on the same key while the first is live.
    expect(await arrive(tuan, TEST_NOW + 2, { node: 'b' })).toEqual({ ok: false, refusal: 'already-live' });
  });

  it('resumes the same broadcast and recording when the stream comes back within the grace period', async () => {
    const { mai } = data.commentators;
    const id = await plan(mai, 2);
    const first = await arrive(mai, TEST_NOW);
    await streamStopped(t.db, id, TEST_NOW + 5_000);
    expect((await openBroadcast(t.db, mai))?.state).toBe('reconnecting');
    expect(await sweepBroadcasts(t.db, 30_000, TEST_NOW + 20_000)).toEqual([]);
    const again = await arrive(mai, TEST_NOW + 25_000);
    expect(again.ok && again.resumed).toBe(true);
    expect(again.ok && again.broadcast.recordingId).toBe(first.ok ? first.broadcast.recordingId : -1);
    expect(again.ok && again.broadcast.startedAt).toBe(TEST_NOW);
  });

  it('ends a broadcast whose stream stayed away past the grace period, and queues its recording', async () => {
    const { long } = data.commentators;
    const id = await plan(long, 3);
    await arrive(long, TEST_NOW);
    await streamStopped(t.db, id, TEST_NOW + 1_000);
    expect(await sweepBroadcasts(t.db, 30_000, TEST_NOW + 31_001)).toEqual([id]);
    const ended = await t.db.selectFrom('broadcasts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(ended).toMatchObject({ state: 'ended', endedAt: TEST_NOW + 31_001 });
    const job = await t.db.selectFrom('mediaJobs').selectAll().where('assetId', '=', ended.recordingId ?? 0).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'package-recording', state: 'queued' });
    expect(job.runAfter).toBeGreaterThan(TEST_NOW + 31_001);
    expect((await t.db.selectFrom('mediaAssets').select('state').where('id', '=', ended.recordingId ?? 0).executeTakeFirstOrThrow()).state).toBe('queued');
    // Ending twice does nothing more.
    expect(await endBroadcast(t.db, id, TEST_NOW + 40_000)).toBe(false);
    expect(await onAirBroadcast(t.db, 3)).toBeNull();
  });

  it('ends a live broadcast whose node went quiet (a node that died), but not one an external media server holds', async () => {
    const { tuan, mai } = data.commentators;
    const ours = await plan(tuan, 1);
    await arrive(tuan, TEST_NOW);
    const theirs = await plan(mai, 2);
    const external = await arrive(mai, TEST_NOW, { node: 'mediamtx', record: false });
    expect(external.ok && external.broadcast.recordingId).toBeNull();
    expect(await sweepBroadcasts(t.db, 30_000, TEST_NOW + 60_000)).toEqual([ours]);
    expect((await openBroadcast(t.db, mai))?.id).toBe(theirs);
  });

  it('tells the ingest when the studio ended the broadcast, and keeps its health otherwise', async () => {
    const { long } = data.commentators;
    const id = await plan(long, 3);
    await arrive(long, TEST_NOW);
    expect(await streamAlive(t.db, id, { bitrateKbps: 6000 }, TEST_NOW + 2_000)).toEqual({ ended: false });
    expect(JSON.parse((await openBroadcast(t.db, long))?.health ?? 'null')).toEqual({ bitrateKbps: 6000 });
    expect(await endBroadcast(t.db, id, TEST_NOW + 3_000)).toBe(true);
    expect(await streamAlive(t.db, id, { bitrateKbps: 6000 }, TEST_NOW + 4_000)).toEqual({ ended: true });
  });
});

describe.each(backends)('one open broadcast per member on $name', (backend) => {
  it('refuses a second open broadcast in the database itself', async () => {
    const t = await backend.open();
    try {
      const data = await seedTestData(t.db);
      const row = (roomId: number, state: 'ready' | 'ended') => ({ userId: data.commentators.tuan, roomId, title: 'x', language: 'vi', state, source: null, node: null, sourceWidth: null, sourceHeight: null, health: null, outputDir: null, recordingId: null, createdAt: TEST_NOW, startedAt: null, lastDataAt: null, endRequestedAt: null, endedAt: null }) as const;
      await t.db.insertInto('broadcasts').values([row(1, 'ended'), row(1, 'ended'), row(1, 'ready')]).execute();
      await expect(t.db.insertInto('broadcasts').values(row(4, 'ready')).execute()).rejects.toThrow();
    } finally {
      await t.close();
    }
  });
});
