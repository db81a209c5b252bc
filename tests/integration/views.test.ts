import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_WINDOW_MS } from '@/lib/domain/views';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { seedNewsData } from '../fixtures/news-data';
import { testBackends } from '../fixtures/test-db';
import { memberToken } from './auth-tokens';

const backends = await testBackends();
const COUNT = '/other/api/views/count';
type Counted = { counted: boolean; viewCount: number };

describe.each(backends)('view counts on $name', (backend) => {
  let h: Harness;
  let articleId: number;
  let draftId: number;
  beforeAll(async () => {
    h = await openHarness(backend);
    const ids = await seedNewsData(h.t.db);
    articleId = ids.get('hanoi-title') ?? -1;
    draftId = ids.get('lpl-analysis') ?? -1;
    await h.t.db.updateTable('newsArticles').set({ status: 'draft' }).where('id', '=', draftId).execute();
  });
  afterAll(async () => {
    await h.t.close();
  });
  const view = (id: number, opts: { ua?: string; token?: string; ip?: string } = {}) =>
    call<Counted>(h.api, COUNT, { body: { kind: 'article', id }, token: opts.token, headers: { 'user-agent': opts.ua ?? 'Phone A', 'x-forwarded-for': opts.ip ?? '203.0.113.7' } });
  const stored = async () => (await h.t.db.selectFrom('newsArticles').select('viewCount').where('id', '=', articleId).executeTakeFirstOrThrow()).viewCount;

  it('counts a guest once per hour, and another browser or a member separately', async () => {
    const before = await stored();
    const first = await view(articleId);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ counted: true, viewCount: before + 1 });
    expect((await view(articleId)).body.data).toEqual({ counted: false, viewCount: before + 1 });
    expect((await view(articleId, { ua: 'Laptop B' })).body.data.counted).toBe(true);
    const member = await memberToken(h.data.fanId);
    expect((await view(articleId, { token: member })).body.data.counted).toBe(true);
    expect((await view(articleId, { token: member, ua: 'Laptop B', ip: '198.51.100.2' })).body.data.counted).toBe(false);
    expect(await stored()).toBe(before + 3);
  });

  it('counts the same viewer again once the hour has passed', async () => {
    await view(articleId, { ua: 'Tablet C' });
    await h.t.db.updateTable('contentViews').set((eb) => ({ countedAt: eb('countedAt', '-', VIEW_WINDOW_MS) })).execute();
    expect((await view(articleId, { ua: 'Tablet C' })).body.data.counted).toBe(true);
  });

  it('counts one of many views racing from one viewer', async () => {
    const before = await stored();
    const answers = await Promise.all(Array.from({ length: 6 }, () => view(articleId, { ua: 'Racing D' })));
    expect(answers.filter((a) => a.body.data.counted)).toHaveLength(1);
    expect(await stored()).toBe(before + 1);
  });

  it('answers 404 for an unknown or unpublished article and stores nothing', async () => {
    const rows = async () => (await h.t.db.selectFrom('contentViews').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = Number(await rows());
    expect((await view(999_999)).status).toBe(404);
    expect((await view(draftId)).status).toBe(404);
    expect(Number(await rows())).toBe(before);
  });

  it('refuses malformed bodies and non-JSON posts', async () => {
    for (const body of [{ kind: 'film', id: articleId }, { kind: 'article', id: String(articleId) }, { kind: 'article', id: -1 }, { kind: 'article', id: articleId, extra: 1 }, {}]) {
      expect((await call(h.api, COUNT, { body })).status, JSON.stringify(body)).toBe(422);
    }
    const form = await call(h.api, COUNT, { body: `kind=article&id=${articleId}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect((await call(h.api, COUNT, { body: '{"kind":' })).status).toBe(400);
  });
});
