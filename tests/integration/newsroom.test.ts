import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSummary } from '@/lib/contract/news';
import type { ArticleDraft, EditableArticle } from '@/lib/contract/newsroom';
import { NEWS_IMAGE } from '@/lib/domain/newsroom';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { readUpload } from '@/server/services/avatars';
import { call } from '../fixtures/api-harness';
import { openAccountHarness, type AccountHarness } from '../fixtures/account-harness';
import { seedNewsData } from '../fixtures/news-data';
import { testBackends } from '../fixtures/test-db';
import { guestToken, memberToken } from './auth-tokens';

const backends = await testBackends();
const R = '/other/api/newsroom';
const N = '/other/api/news';
const MINUTE = 60_000;

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

const text = (vi: string, en: string, zh: string) => ({ vi, en, zh });
const complete: ArticleDraft = {
  category: 'bong-da',
  type: 'tin-nong',
  featured: false,
  cover: '/media/banner/stadium-news-hanoi-title.svg',
  headline: text('Bài viết mới của tòa soạn', 'A new newsroom piece', '編輯部新文章'),
  standfirst: text('Tóm tắt tiếng Việt.', 'An English standfirst.', '中文摘要。'),
  body: {
    vi: [{ kind: 'paragraph', text: 'Đoạn mở đầu.' }],
    en: [{ kind: 'paragraph', text: 'Opening paragraph.' }],
    zh: [{ kind: 'paragraph', text: '開場段落。' }],
  },
  tags: [{ kind: 'team', refId: 101 }],
};

describe.each(backends)('the newsroom API on $name', (backend) => {
  let h: AccountHarness;
  let uploads: string;
  let editor: string;
  let member: string;
  beforeAll(async () => {
    uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-newsroom-'));
    h = await openAccountHarness(backend, { uploadsDir: uploads });
    await seedNewsData(h.t.db);
    const row = await h.t.db.selectFrom('users').select('id').where('username', '=', 'bientap.hoa').executeTakeFirstOrThrow();
    editor = (await issueAccessToken({ id: row.id, siteRoleId: SITE_ROLE.editor })).token;
    member = await memberToken(h.data.fanId);
  });
  afterAll(async () => {
    await h.t.close();
    await fs.rm(uploads, { recursive: true, force: true });
  });

  const as = (token: string) => ({
    get: <T>(url: string) => call<T>(h.api, url, { token }),
    post: <T>(url: string, body: unknown) => call<T>(h.api, url, { token, body }),
  });
  const create = async (draft: ArticleDraft = complete) => {
    const res = await as(editor).post<EditableArticle>(`${R}/create`, draft);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const publicIds = async () => (await call<{ items: ArticleSummary[] }>(h.api, `${N}/list?pageSize=48`)).body.data.items.map((a) => a.id);
  const publicDetail = (id: number) => call(h.api, `${N}/detail?id=${id}`);

  it('asks a guest or nobody to log in (401)', async () => {
    expect((await call(h.api, `${R}/list`)).status).toBe(401);
    expect((await as((await guestToken()).token).get(`${R}/list`)).status).toBe(401);
    expect((await call(h.api, `${R}/create`, { body: complete })).status).toBe(401);
  });

  it('refuses a member who is not an editor (403), whatever the call', async () => {
    expect((await as(member).get(`${R}/list`)).status).toBe(403);
    expect((await as(member).post(`${R}/create`, complete)).status).toBe(403);
    expect((await as(member).post(`${R}/image`, { image: dataUrl(PNG) })).status).toBe(403);
  });

  it('refuses a token that claims the editor role for an account that is not one', async () => {
    const claimed = (await issueAccessToken({ id: h.data.fanId, siteRoleId: SITE_ROLE.editor })).token;
    expect((await as(claimed).get(`${R}/list`)).status).toBe(403);
  });

  it('lets an editor create a draft and read it back in three languages; readers do not see it', async () => {
    const draft = await create({ ...complete, headline: text('Bản nháp', '', ''), standfirst: text('', '', ''), body: { vi: [], en: [], zh: [] }, cover: '' });
    expect(draft).toMatchObject({ status: 'draft', live: false, publishedAt: null, headline: { vi: 'Bản nháp', en: '', zh: '' } });
    const read = await as(editor).get<EditableArticle>(`${R}/article?id=${draft.id}`);
    expect(read.body.data).toEqual(draft);
    const list = await as(editor).get<{ items: { id: number; status: string }[] }>(`${R}/list?status=draft`);
    expect(list.body.data.items.map((i) => i.id)).toContain(draft.id);
    expect(list.body.data.items.every((i) => i.status === 'draft')).toBe(true);
    expect(await publicIds()).not.toContain(draft.id);
    expect((await publicDetail(draft.id)).status).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await as(editor).get(`${R}/article?id=999999`)).status).toBe(404);
    expect((await as(editor).get(`${R}/preview?id=999999`)).status).toBe(404);
    expect((await as(editor).post(`${R}/publish`, { id: 999999 })).status).toBe(404);
    expect((await as(editor).post(`${R}/update`, { id: 999999, ...complete })).status).toBe(404);
  });

  it('refuses bad input with 422 naming the field, and writes nothing', async () => {
    const before = await as(editor).get<{ total: number }>(`${R}/list`);
    const bad = [
      { ...complete, category: 'cau-long' },
      { ...complete, body: { ...complete.body, vi: [{ kind: 'script', text: 'alert(1)' }] } },
      { ...complete, body: { ...complete.body, vi: [{ kind: 'image', src: 'https://evil.example/x.png', alt: 'x' }] } },
      { ...complete, cover: 'javascript:alert(1)' },
      { ...complete, headline: { ...complete.headline, vi: 'x'.repeat(161) } },
      { ...complete, extra: true },
    ];
    for (const body of bad) expect((await as(editor).post(`${R}/create`, body)).status, JSON.stringify(body).slice(0, 80)).toBe(422);
    expect((await as(editor).get<{ total: number }>(`${R}/list`)).body.data.total).toBe(before.body.data.total);
    const draft = await create({ ...complete, headline: text('Chưa dịch', '', '') });
    const publish = await as(editor).post(`${R}/publish`, { id: draft.id });
    expect(publish.status).toBe(422);
    expect(publish.body.msg).toMatch(/^headline\.en/);
    expect((await as(editor).post(`${R}/schedule`, { id: draft.id, publishAt: Date.now() - MINUTE })).status).toBe(422);
  });

  it('stores an uploaded picture under news, served back and usable as a cover and in a body', async () => {
    const res = await as(editor).post<{ path: string }>(`${R}/image`, { image: dataUrl(PNG) });
    expect(res.status).toBe(200);
    expect(res.body.data.path).toMatch(/^\/media\/uploads\/news\/[0-9a-f]{32}\.webp$/);
    const served = await readUpload(uploads, res.body.data.path.replace('/media/uploads/', '').split('/'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const withPicture = await create({ ...complete, cover: res.body.data.path, body: { ...complete.body, en: [{ kind: 'image', src: res.body.data.path, alt: 'A picture' }] } });
    expect(withPicture.cover).toBe(res.body.data.path);
    expect((await readUpload(uploads, ['news', '../avatars/x.webp'])).status).toBe(404);
    expect((await readUpload(uploads, ['other', 'a'.repeat(32) + '.webp'])).status).toBe(404);
  });

  it('rejects a forged, empty or oversized picture', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await as(editor).post(`${R}/image`, { image: dataUrl(svg) })).status).toBe(422);
    const truncatedPng = Buffer.concat([PNG.subarray(0, 8), Buffer.from('not a png at all')]);
    expect((await as(editor).post(`${R}/image`, { image: dataUrl(truncatedPng) })).status).toBe(422);
    expect((await as(editor).post(`${R}/image`, { image: 'data:image/png;base64,' })).status).toBe(422);
    expect((await as(editor).post(`${R}/image`, { image: 'https://evil.example/x.png' })).status).toBe(422);
    const huge = Buffer.alloc(NEWS_IMAGE.maxBytes + 1, 0);
    PNG.copy(huge);
    expect((await as(editor).post(`${R}/image`, { image: dataUrl(huge) })).status).toBe(413);
  });

  it('keeps a scheduled article from readers until its time, then shows it with no further step', async () => {
    const a = await create();
    const scheduled = await as(editor).post<EditableArticle>(`${R}/schedule`, { id: a.id, publishAt: h.clock.now + MINUTE });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data).toMatchObject({ status: 'scheduled', live: false, publishedAt: h.clock.now + MINUTE });
    expect(await publicIds()).not.toContain(a.id);
    expect((await publicDetail(a.id)).status).toBe(404);
    h.clock.advance(MINUTE + 1000);
    expect(await publicIds()).toContain(a.id);
    expect((await publicDetail(a.id)).status).toBe(200);
    expect((await as(editor).get<EditableArticle>(`${R}/article?id=${a.id}`)).body.data.live).toBe(true);
  });

  it('publishes now, and unpublishing takes it out of the public list and detail', async () => {
    const a = await create();
    const published = await as(editor).post<EditableArticle>(`${R}/publish`, { id: a.id });
    expect(published.body.data).toMatchObject({ status: 'published', live: true, publishedAt: h.clock.now });
    expect(await publicIds()).toContain(a.id);
    expect((await publicDetail(a.id)).status).toBe(200);
    const down = await as(editor).post<EditableArticle>(`${R}/unpublish`, { id: a.id });
    expect(down.body.data).toMatchObject({ status: 'unpublished', live: false });
    expect(await publicIds()).not.toContain(a.id);
    expect((await publicDetail(a.id)).status).toBe(404);
  });

  it('sends a scheduled article that is not out yet back to draft when it is unpublished', async () => {
    const a = await create();
    await as(editor).post(`${R}/schedule`, { id: a.id, publishAt: h.clock.now + 10 * MINUTE });
    const back = await as(editor).post<EditableArticle>(`${R}/unpublish`, { id: a.id });
    expect(back.body.data).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('updates the text, filing and tags of an article', async () => {
    const a = await create();
    const res = await as(editor).post<EditableArticle>(`${R}/update`, { id: a.id, ...complete, type: 'phan-tich', featured: true, headline: text('Tiêu đề mới', 'New headline', '新標題'), tags: [{ kind: 'league', refId: 1 }, { kind: 'league', refId: 1 }] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'phan-tich', featured: true, headline: { en: 'New headline' }, tags: [{ kind: 'league', refId: 1 }] });
    expect(res.body.data.path).toBe(`/tin-tuc/bong-da/phan-tich/tieu-de-moi-${a.id}`);
  });

  it("previews a draft in the reader's language, shaped as the public article", async () => {
    const a = await create();
    const res = await call<{ article: { headline: string; body: unknown[]; tags: { name: string }[] }; status: string; live: boolean }>(h.api, `${R}/preview?id=${a.id}`, { token: editor, headers: { 'x-language': 'en' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'draft', live: false, article: { headline: 'A new newsroom piece', body: [{ kind: 'paragraph', text: 'Opening paragraph.' }] } });
    expect(res.body.data.article.tags.map((t) => t.name)).toEqual(['Hà Nội FC']);
    expect((await as(member).get(`${R}/preview?id=${a.id}`)).status).toBe(403);
  });
});
