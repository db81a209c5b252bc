import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { FX, TEST_NOW, seedTestData, type Dataset } from '@/tests/fixtures/dataset';
import { testBackends, type TestDb } from '@/tests/fixtures/test-db';
import { addRecordingClip } from './recording-highlight';

const backends = await testBackends();

describe.each(backends)("a recording in its match's highlights on $name", (backend) => {
  let t: TestDb;
  let db: Db;
  let data: Dataset;
  const asset = async (fixtureId: number | null) => (await db.insertInto('mediaAssets').values({
    kind: 'recording', ownerId: data.commentators.mai, fixtureId, title: 't', state: 'ready', durationMs: 90_000, sourcePath: null, outputDir: null,
    renditions: '[]', error: null, createdAt: TEST_NOW, readyAt: TEST_NOW,
  }).returning('id').executeTakeFirstOrThrow()).id;
  const clip = (id: number | null) => db.selectFrom('highlightClips').selectAll().where('id', '=', id ?? 0).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await backend.open();
    db = t.db;
    data = await seedTestData(db);
  });
  afterAll(() => t.close());

  it('heads the highlights of a match without a package, and a second recording goes under it', async () => {
    const first = await addRecordingClip(db, { assetId: await asset(FX.liveFootball), fixtureId: FX.liveFootball, ownerId: data.commentators.mai, durationMs: 90_400, now: TEST_NOW });
    const second = await addRecordingClip(db, { assetId: await asset(FX.liveFootball), fixtureId: FX.liveFootball, ownerId: data.commentators.tuan, durationMs: 1_000, now: TEST_NOW });
    expect(await clip(first)).toMatchObject({ parentId: null, durationSeconds: 90, titleVi: 'Toàn trận: Hà Nội FC vs Hải Phòng | BLV Mai' });
    expect(await clip(second)).toMatchObject({ parentId: first, titleEn: 'Full match: Hà Nội FC vs Hải Phòng | Commentary: Tuấn' });
  });

  it('is filed once, however often its job runs', async () => {
    const assetId = await asset(FX.liveBasketball);
    const input = { assetId, fixtureId: FX.liveBasketball, ownerId: data.commentators.tuan, durationMs: 5_000, now: TEST_NOW };
    const id = await addRecordingClip(db, input);
    expect(await addRecordingClip(db, input)).toBe(id);
    expect(await clip(id)).toMatchObject({ category: 'bong-ro', type: 'tran-dau' });
    expect((await db.selectFrom('highlightClips').select('id').where('assetId', '=', assetId).execute())).toHaveLength(1);
  });

  it('files nothing for a recording of no match', async () => {
    expect(await addRecordingClip(db, { assetId: await asset(null), fixtureId: null, ownerId: null, durationMs: 5_000, now: TEST_NOW })).toBeNull();
  });
});
