import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Comment } from '@/lib/contract/comments';
import type { ClipSummary } from '@/lib/contract/highlights';
import type { SavedItem } from '@/lib/contract/saved';
import { COMMENT_LIMITS } from '@/lib/domain/comments';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { TEST_NOW } from '../fixtures/dataset';
import { seedHighlightsData } from '../fixtures/highlights-data';
import { testBackends } from '../fixtures/test-db';
import { guestToken, memberToken } from './auth-tokens';
import { addUser } from './chat-fixtures';

const backends = await testBackends();
const H = '/other/api/highlights';
const S = '/other/api/saved';
const C = '/other/api/comments';
type Page = { items: ClipSummary[]; total: number; pageNum: number; pageSize: number };

describe.each(backends)('highlights paging, saving and comments on $name', (backend) => {
  let h: Harness;
  let ids: { packageId: number; goalIds: number[] };
  let fan: string;
  let other: string;
  beforeAll(async () => {
    h = await openHarness(backend);
    ids = await seedHighlightsData(h.t.db);
    fan = await memberToken(h.data.fanId);
    other = await memberToken(await addUser(h.t.db, 'nguoi_xem'));
  });
  afterAll(async () => {
    await h.t.close();
  });
  // Each test starts with nobody inside the comment flood window.
  beforeEach(async () => {
    await h.t.db.updateTable('comments').set((eb) => ({ createdAt: eb('createdAt', '-', COMMENT_LIMITS.rate.windowMs) })).execute();
  });

  const list = (query: string) => call<Page>(h.api, `${H}/list?${query}`);
  const save = (id: number, token?: string, kind = 'clip') => call<{ saved: boolean }>(h.api, `${S}/save`, { body: { kind, id }, token });
  const unsave = (id: number, token?: string) => call<{ saved: boolean }>(h.api, `${S}/unsave`, { body: { kind: 'clip', id }, token });
  const position = (token: string, clipId = ids.packageId) => call<{ seconds: number }>(h.api, `${H}/position?clipId=${clipId}`, { token });

  it('pages through the clips without repeating one, and past the last page answers an empty page', async () => {
    const first = (await list('pageSize=2&pageNum=1')).body.data;
    const pages = Math.ceil(first.total / 2);
    expect(pages).toBeGreaterThan(2);
    const seen: number[] = [];
    for (let pageNum = 1; pageNum <= pages; pageNum += 1) {
      const page = (await list(`pageSize=2&pageNum=${pageNum}`)).body.data;
      expect(page.pageNum).toBe(pageNum);
      seen.push(...page.items.map((c) => c.id));
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    expect((await list(`pageSize=2&pageNum=${pages + 1}`)).body.data.items).toEqual([]);
  });

  it('sorts by most viewed when asked, newest first otherwise', async () => {
    const popular = ids.goalIds[2] ?? -1;
    await h.t.db.updateTable('highlightClips').set({ viewCount: 500 }).where('id', '=', popular).execute();
    expect((await list('sort=most-viewed')).body.data.items[0]?.id).toBe(popular);
    const newest = (await list('sort=newest')).body.data.items.map((c) => c.publishedAt);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('leaves out a clip not yet published, in the list and as a 404 on its page', async () => {
    const later = ids.goalIds[3] ?? -1;
    await h.t.db.updateTable('highlightClips').set({ publishedAt: Date.now() + 365 * 86_400_000 }).where('id', '=', later).execute();
    expect((await list('pageSize=48')).body.data.items.some((c) => c.id === later)).toBe(false);
    expect((await call(h.api, `${H}/detail?id=${later}`)).status).toBe(404);
    expect((await save(later, fan)).status).toBe(404);
    await h.t.db.updateTable('highlightClips').set({ publishedAt: TEST_NOW - 60_000 }).where('id', '=', later).execute();
  });

  it('refuses a bad page, size, sort or match with 422, never 500', async () => {
    for (const query of ['pageNum=0', 'pageNum=abc', 'pageNum=1001', 'pageSize=0', 'pageSize=-3', 'sort=oldest', 'fixtureId=0', 'category=<script>']) {
      expect((await list(query)).status, query).toBe(422);
    }
  });

  it('saves a clip once and lists it with its title, link and poster; unsaving twice changes nothing', async () => {
    expect((await save(ids.packageId, fan)).body.data).toEqual({ saved: true });
    expect((await save(ids.packageId, fan)).status).toBe(200);
    const page = (await call<{ list: SavedItem[]; total: number }>(h.api, `${S}/list`, { token: fan, headers: { 'x-language': 'en' } })).body.data;
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ kind: 'clip', id: ids.packageId });
    expect(page.list[0]?.title).toMatch(/^Highlights: /);
    expect(page.list[0]?.href).toMatch(new RegExp(`^/highlight/bong-da/highlight-mo-rong/highlight-[a-z0-9-]+-${ids.packageId}$`));
    expect(page.list[0]?.image).toMatch(/^\/media\//);
    expect((await unsave(ids.packageId, fan)).body.data).toEqual({ saved: false });
    expect((await unsave(ids.packageId, fan)).status).toBe(200);
    expect((await call<{ saved: boolean }>(h.api, `${S}/status?kind=clip&id=${ids.packageId}`, { token: fan })).body.data.saved).toBe(false);
  });

  it('refuses a guest saving a clip (401), and a forged or malformed clip id (404, 422)', async () => {
    const guest = (await guestToken()).token;
    expect((await save(ids.packageId)).status).toBe(401);
    expect((await save(ids.packageId, guest)).status).toBe(401);
    expect((await save(999_999, fan)).status).toBe(404);
    for (const body of [{ kind: 'clip', id: 0 }, { kind: 'clip', id: '12' }, { kind: 'clip', id: 1.5 }, { kind: 'clip' }]) {
      expect((await call(h.api, `${S}/save`, { body, token: fan })).status, JSON.stringify(body)).toBe(422);
    }
    const rows = await h.t.db.selectFrom('savedItems').select('itemId').where('kind', '=', 'clip').where('itemId', '=', 999_999).execute();
    expect(rows).toEqual([]);
  });

  it('writes a position only to the caller’s own account: another member’s stays untouched', async () => {
    await call(h.api, `${H}/position/save`, { token: other, body: { clipId: ids.packageId, seconds: 30 } });
    await call(h.api, `${H}/position/save`, { token: fan, body: { clipId: ids.packageId, seconds: 90 } });
    expect((await position(other)).body.data.seconds).toBe(30);
    expect((await position(fan)).body.data.seconds).toBe(90);
    // There is no field to name whose position it is.
    const forged = await call(h.api, `${H}/position/save`, { token: fan, body: { clipId: ids.packageId, seconds: 5, userId: 1 } });
    expect(forged.status).toBe(422);
    expect((await position(other)).body.data.seconds).toBe(30);
  });

  it('refuses a position read for an unknown or malformed clip', async () => {
    expect((await call(h.api, `${H}/position?clipId=abc`, { token: fan })).status).toBe(422);
    expect((await call(h.api, `${H}/position`, { token: fan })).status).toBe(422);
  });

  it('takes a member’s comment on a clip and shows it to a guest; refuses empty, too long and unknown clips', async () => {
    const post = (body: Record<string, unknown>, token?: string) => call<Comment>(h.api, `${C}/post`, { body: { kind: 'clip', itemId: ids.packageId, ...body }, token });
    const res = await post({ body: 'Bàn gỡ phút 88 đẹp quá!' }, fan);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const shown = await call<{ list: Comment[]; count: number }>(h.api, `${C}/list?kind=clip&itemId=${ids.packageId}`);
    expect(shown.body.data.list.map((c) => c.body)).toEqual(['Bàn gỡ phút 88 đẹp quá!']);
    expect((await post({ body: 'Hay' })).status).toBe(401);
    expect((await post({ body: '   ' }, fan)).status).toBe(422);
    expect((await post({ body: 'x'.repeat(COMMENT_LIMITS.bodyMax + 1) }, fan)).status).toBe(422);
    expect((await post({ body: 'Hay', itemId: 999_999 }, fan)).status).toBe(404);
    expect((await call(h.api, `${C}/list?kind=clip&itemId=999999`)).status).toBe(404);
    const count = await h.t.db.selectFrom('comments').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', 'clip').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
