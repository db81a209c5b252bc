import { describe, expect, it } from 'vitest';
import { writeHighlightPackages } from '@/server/feed/programme/highlight-writer';
import { feedDb } from '@/server/feed/tables';
import { addRecordingClip } from '@/server/media-pipeline/vod/recording-highlight';
import { FX, seedTestData, TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();

/** A commentator's recording may reach the highlights before the feed cuts the match's package. */
describe.each(backends)('a recording filed before its match package on $name', (backend) => {
  it('still gets the package cut, which then heads the match with the recording under it', async () => {
    const t = await backend.open();
    try {
      const data = await seedTestData(t.db);
      const asset = await t.db.insertInto('mediaAssets').values({ kind: 'recording', ownerId: data.commentators.mai, fixtureId: FX.endedFootball, title: 'BLV Mai', state: 'ready', durationMs: 60_000, sourcePath: null, outputDir: 'live/1', renditions: '[]', error: null, createdAt: TEST_NOW, readyAt: TEST_NOW }).returning('id').executeTakeFirstOrThrow();
      const recordingClip = await addRecordingClip(t.db, { assetId: asset.id, fixtureId: FX.endedFootball, ownerId: data.commentators.mai, durationMs: 60_000, now: TEST_NOW });
      expect(recordingClip).not.toBeNull();

      expect(await writeHighlightPackages(feedDb(t.db), [FX.endedFootball], TEST_NOW, { anyAge: true })).toBeGreaterThan(0);
      const heads = await t.db.selectFrom('highlightClips').select(['id', 'assetId']).where('fixtureId', '=', FX.endedFootball).where('parentId', 'is', null).execute();
      expect(heads).toHaveLength(1);
      expect(heads[0]?.assetId).toBeNull();
      const filed = await t.db.selectFrom('highlightClips').select('parentId').where('id', '=', recordingClip ?? 0).executeTakeFirstOrThrow();
      expect(filed.parentId).toBe(heads[0]?.id);
      // Once cut, the package is not cut again.
      expect(await writeHighlightPackages(feedDb(t.db), [FX.endedFootball], TEST_NOW, { anyAge: true })).toBe(0);
    } finally {
      await t.close();
    }
  });
});
