import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClipSummary } from '@/lib/contract/highlights';
import { commentatorRecordings } from '@/lib/contract/recordings-calls';
import type { MediaAssetState } from '@/server/db/schema-media';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FX } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const url = (q: string) => `${commentatorRecordings.path}?${q}`;

describe.each(backends)("a commentator's recordings on $name", (backend) => {
  let h: Harness;
  let ready = 0;

  /** A recording and the clip it plays through, as packaging leaves them (the first heads the match's clips). */
  async function recording(ownerId: number, state: MediaAssetState, title: string, parentId: number | null = null): Promise<number> {
    const db = h.t.db;
    const now = Date.now() - 60_000;
    const { id } = await db.insertInto('mediaAssets').values({
      kind: 'recording', ownerId, fixtureId: FX.endedFootball, title, state, durationMs: 5000, sourcePath: null, outputDir: 'live/1',
      renditions: '[]', error: null, createdAt: now, readyAt: state === 'ready' ? now : null,
    }).returning('id').executeTakeFirstOrThrow();
    const clip = await db.insertInto('highlightClips').values({
      category: 'bong-da', type: 'tran-dau', fixtureId: FX.endedFootball, parentId, eventSeq: null, assetId: id,
      titleVi: `Toàn trận: ${title}`, titleEn: `Full match: ${title}`, titleZh: `全場重播：${title}`, startSeconds: 0, durationSeconds: 5, poster: '/p.webp', publishedAt: now, createdAt: now,
    }).returning('id').executeTakeFirstOrThrow();
    return clip.id;
  }

  beforeAll(async () => {
    h = await openHarness(backend);
    ready = await recording(h.data.commentators.mai, 'ready', 'Chelsea vs Arsenal');
    await recording(h.data.commentators.mai, 'processing', 'not yet', ready);
    await recording(h.data.commentators.long, 'ready', 'someone else', ready);
  });
  afterAll(() => h.t.close());

  it("lists a guest the commentator's ready recordings, in the reader's language", async () => {
    const res = await call<ClipSummary[]>(h.api, url(`userId=${h.data.commentators.mai}`), { headers: { 'x-language': 'en' } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c) => [c.id, c.title, c.type, c.durationSeconds])).toEqual([[ready, 'Full match: Chelsea vs Arsenal', 'tran-dau', 5]]);
    expect(res.body.data[0]?.match).toMatchObject({ fixtureId: FX.endedFootball, home: 'Chelsea', away: 'Arsenal' });
  });

  it('answers an empty list for a commentator with none', async () => {
    const res = await call<ClipSummary[]>(h.api, url(`userId=${h.data.commentators.tuan}`));
    expect(res.body).toMatchObject({ code: 200, data: [] });
  });

  it('answers 404 for an unknown member', async () => {
    const res = await call(h.api, url('userId=999999'));
    expect(res.status).toBe(404);
  });

  it.each(['userId=abc', 'userId=0', ''])('answers 422 for the query "%s"', async (q) => {
    const res = await call(h.api, url(q));
    expect(res.status).toBe(422);
    expect(res.body.msg).toMatch(/^userId/);
  });
});
