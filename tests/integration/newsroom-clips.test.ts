import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDraft, EditableArticle } from '@/lib/contract/newsroom';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { call } from '../fixtures/api-harness';
import { openAccountHarness, type AccountHarness } from '../fixtures/account-harness';
import { seedHighlightsData } from '../fixtures/highlights-data';
import { seedNewsData } from '../fixtures/news-data';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const R = '/other/api/newsroom';
const HOUR = 3_600_000;

const text = (vi: string, en: string, zh: string) => ({ vi, en, zh });
const paragraph = (t: string) => ({ kind: 'paragraph' as const, text: t });
const withClip = (clipId: number, at = 1): ArticleDraft => ({
  category: 'bong-da',
  type: 'tin-nong',
  featured: false,
  cover: '/media/banner/stadium-news-hanoi-title.svg',
  headline: text('Bàn thắng đẹp nhất', 'The best goals', '最佳進球'),
  standfirst: text('Xem lại.', 'Watch again.', '重溫。'),
  body: {
    vi: [paragraph('Mở đầu.'), ...(at === 1 ? [{ kind: 'highlight' as const, clipId }] : [])],
    en: [paragraph('Opening.')],
    zh: [paragraph('開場。')],
  },
  tags: [],
});

describe.each(backends)('highlight blocks in the newsroom on $name', (backend) => {
  let h: AccountHarness;
  let editor: string;
  let clipId: number;
  let laterClipId: number;
  beforeAll(async () => {
    h = await openAccountHarness(backend);
    await seedNewsData(h.t.db);
    const seeded = await seedHighlightsData(h.t.db);
    clipId = seeded.packageId;
    laterClipId = seeded.goalIds[0] ?? -1;
    // One clip still waiting for its time.
    await h.t.db.updateTable('highlightClips').set({ publishedAt: h.clock.now + HOUR }).where('id', '=', laterClipId).execute();
    const row = await h.t.db.selectFrom('users').select('id').where('username', '=', 'bientap.hoa').executeTakeFirstOrThrow();
    editor = (await issueAccessToken({ id: row.id, siteRoleId: SITE_ROLE.editor })).token;
  });
  afterAll(async () => {
    await h.t.close();
  });

  const post = <T>(url: string, body: unknown) => call<T>(h.api, `${R}${url}`, { token: editor, body });
  const total = async () => (await call<{ total: number }>(h.api, `${R}/list`, { token: editor })).body.data.total;

  it('saves and publishes an article embedding a published clip, which the preview carries', async () => {
    const created = await post<EditableArticle>('/create', withClip(clipId));
    expect(created.status).toBe(200);
    expect(created.body.data.body.vi[1]).toEqual({ kind: 'highlight', clipId });
    expect((await post<EditableArticle>('/publish', { id: created.body.data.id })).body.data.status).toBe('published');
    const preview = await call<{ article: { body: unknown[] } }>(h.api, `${R}/preview?id=${created.body.data.id}`, { token: editor });
    expect(preview.body.data.article.body).toContainEqual({ kind: 'highlight', clipId });
  });

  it('refuses a clip that does not exist with 422 naming the block, and writes nothing', async () => {
    const before = await total();
    const res = await post('/create', withClip(999_999));
    expect(res.status).toBe(422);
    expect(res.body.msg).toMatch(/^body\.vi\.1: no such clip/);
    expect(await total()).toBe(before);
    const draft = await post<EditableArticle>('/create', withClip(clipId, 0));
    const update = await post('/update', { id: draft.body.data.id, ...withClip(999_999) });
    expect(update.status).toBe(422);
    const read = await call<EditableArticle>(h.api, `${R}/article?id=${draft.body.data.id}`, { token: editor });
    expect(read.body.data.body.vi).toEqual([paragraph('Mở đầu.')]);
  });

  it('keeps an unpublished clip in a draft but refuses to publish it, and refuses it in a live article', async () => {
    const draft = await post<EditableArticle>('/create', withClip(laterClipId));
    expect(draft.status).toBe(200);
    const publish = await post('/publish', { id: draft.body.data.id });
    expect(publish.status).toBe(422);
    expect(publish.body.msg).toMatch(/^body\.vi\.1: clip not published yet/);
    expect((await call<EditableArticle>(h.api, `${R}/article?id=${draft.body.data.id}`, { token: editor })).body.data.status).toBe('draft');
    expect((await post('/schedule', { id: draft.body.data.id, publishAt: h.clock.now + HOUR / 2 })).status).toBe(422);
    expect((await post('/schedule', { id: draft.body.data.id, publishAt: h.clock.now + 2 * HOUR })).status).toBe(200);

    const live = await post<EditableArticle>('/create', withClip(clipId, 0));
    await post('/publish', { id: live.body.data.id });
    const update = await post('/update', { id: live.body.data.id, ...withClip(laterClipId) });
    expect(update.status).toBe(422);
    expect(update.body.msg).toMatch(/^body\.vi\.1: clip not published yet/);
  });
});
