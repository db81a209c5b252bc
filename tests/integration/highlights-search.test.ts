import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { siteSearch } from '@/lib/contract/search';
import { clipIdFromSlug } from '@/lib/domain/highlights';
import { migrateToLatest, migrationsFor } from '@/server/db/migrate';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { seedHighlightsData } from '../fixtures/highlights-data';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();

/** A clip of its own sport and type, so its words are found in no other clip. */
const INTERVIEW = {
  category: 'bong-ro' as const, type: 'phong-van' as const, fixtureId: null, parentId: null, eventSeq: null,
  titleVi: 'Siêu phẩm ném ba điểm của Stephen Curry', titleEn: 'Curry sinks a stunning buzzer beater', titleZh: '柯瑞壓哨三分絕殺',
  startSeconds: 0, durationSeconds: 95, poster: '/media/banner/interview.webp', viewCount: 0,
};

describe.each(backends)('highlights in the site search on $name', (backend) => {
  let h: Harness;
  let seeded: { packageId: number; goalIds: number[] };
  beforeAll(async () => {
    h = await openHarness(backend);
    // The feed's clips are written before the index knows clips, as on a server that had them before the upgrade.
    const migrations = migrationsFor(h.t.dialect);
    const names = Object.keys(migrations);
    const before = names[names.indexOf('022-highlights-search') - 1] ?? '';
    const migrator = new Migrator({ db: h.t.db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(before);
    if (error) throw error instanceof Error ? error : new Error(String(error));
    // Today's feed writer reads highlight_clips.asset_id (023): lend the old schema that column while it writes.
    await h.t.db.schema.alterTable('highlight_clips').addColumn('asset_id', 'integer').execute();
    seeded = await seedHighlightsData(h.t.db);
    await h.t.db.schema.alterTable('highlight_clips').dropColumn('asset_id').execute();
    expect(await migrateToLatest(h.t.db, h.t.dialect)).toEqual(['022-highlights-search', '023-media-pipeline', '024-feed', '025-feed-search', '026-community', '027-community-search', '028-picture-descriptions', '029-written-language']);
  });
  afterAll(async () => {
    await h.t.close();
  });

  async function clips(text: string, language = 'vi') {
    const res = await call(h.api, `${siteSearch.path}?q=${encodeURIComponent(text)}&kind=clip`, { headers: { 'x-language': language } });
    expect(res.status).toBe(200);
    return envelope(siteSearch.data).parse(res.body).data.clip.items;
  }
  const addClip = async (publishedAt = Date.now() - 60_000) =>
    (await h.t.db.insertInto('highlightClips').values({ ...INTERVIEW, publishedAt, createdAt: publishedAt }).returning('id').executeTakeFirstOrThrow()).id;

  it('finds the clips written before the upgrade, in the reader’s language', async () => {
    const [rice] = seeded.goalIds;
    expect((await clips('declan rice')).map((c) => [c.id, c.title.split(':')[0]])).toEqual([[rice, 'Bàn thắng']]);
    expect((await clips('declan rice', 'en')).map((c) => c.title.split(':')[0])).toEqual(['Goal']);
    expect((await clips('精華', 'zh')).map((c) => c.id)).toEqual([seeded.packageId]);
  });

  it('finds a new clip by a word of its Vietnamese, English or Chinese title', async () => {
    const id = await addClip();
    const [vi] = await clips('sieu pham nem ba diem');
    expect(vi).toMatchObject({ id, title: INTERVIEW.titleVi, category: 'bong-ro' as const, type: 'phong-van' as const, durationSeconds: 95, match: null });
    expect(clipIdFromSlug(vi?.slug ?? '')).toBe(id);
    expect((await clips('buzzer beater', 'en')).map((c) => [c.id, c.title])).toEqual([[id, INTERVIEW.titleEn]]);
    expect((await clips('絕殺', 'zh')).map((c) => [c.id, c.title])).toEqual([[id, INTERVIEW.titleZh]]);
    await h.t.db.deleteFrom('highlightClips').where('id', '=', id).execute();
  });

  it('finds a clip by the names of its sport and type in any language', async () => {
    const id = await addClip();
    for (const [words, language] of [['bong ro phong van', 'vi'], ['basketball interviews', 'en'], ['籃球專訪', 'zh']] as const) {
      expect((await clips(words, language)).map((c) => c.id)).toEqual([id]);
    }
    expect((await clips('ban thang')).map((c) => c.id).sort()).toEqual([...seeded.goalIds].sort());
    await h.t.db.deleteFrom('highlightClips').where('id', '=', id).execute();
  });

  it('follows a retitled clip', async () => {
    const id = await addClip();
    await h.t.db.updateTable('highlightClips').set({ titleEn: 'Curry from the logo at the horn' }).where('id', '=', id).execute();
    expect(await clips('buzzer', 'en')).toEqual([]);
    expect((await clips('logo horn', 'en')).map((c) => c.id)).toEqual([id]);
    await h.t.db.deleteFrom('highlightClips').where('id', '=', id).execute();
  });

  it('finds a clip only once it is out, and never once it is removed', async () => {
    const id = await addClip(Date.now() + 3_600_000);
    expect(await clips('stephen curry')).toEqual([]);
    await h.t.db.updateTable('highlightClips').set({ publishedAt: Date.now() - 1_000 }).where('id', '=', id).execute();
    expect((await clips('stephen curry')).map((c) => c.id)).toEqual([id]);
    await h.t.db.deleteFrom('highlightClips').where('id', '=', id).execute();
    expect(await clips('stephen curry')).toEqual([]);
  });

  it('forgets a match’s goal clips with its package', async () => {
    await h.t.db.deleteFrom('highlightClips').where('id', '=', seeded.packageId).execute();
    expect(await clips('declan rice')).toEqual([]);
    expect(await clips('ban thang')).toEqual([]);
  });
});
