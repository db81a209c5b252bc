import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSummary } from '@/lib/contract/news';
import { READING_HISTORY } from '@/lib/domain/reading-history';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { VIEW_WINDOW_MS } from '@/lib/domain/views';
import { recordReading } from '@/server/services/news/reading-history';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { TEST_NOW } from '../fixtures/dataset';
import { seedNewsData } from '../fixtures/news-data';
import { testBackends } from '../fixtures/test-db';
import { memberToken } from './auth-tokens';

const backends = await testBackends();
type Page = { items: ArticleSummary[]; total: number };

describe.each(backends)('reading history and the recommended tab on $name', (backend) => {
  let h: Harness;
  let ids: Map<string, number>;
  let members = 0;
  const id = (key: string) => ids.get(key) ?? -1;
  beforeAll(async () => {
    h = await openHarness(backend);
    ids = await seedNewsData(h.t.db);
  });
  afterAll(async () => {
    await h.t.close();
  });

  /** A member of their own for each test, so one test's reads never steer another's list. */
  async function newMember(): Promise<{ userId: number; token: string }> {
    members += 1;
    const row = await h.t.db.insertInto('users').values({ username: `reader${members}`, passwordHash: 'x', displayName: `Reader ${members}`, siteRoleId: SITE_ROLE.member, createdAt: TEST_NOW }).returning('id').executeTakeFirstOrThrow();
    return { userId: row.id, token: await memberToken(row.id) };
  }
  const read = (articleId: number, token?: string) => call(h.api, '/other/api/views/count', { body: { kind: 'article', id: articleId }, token, headers: { 'user-agent': 'Phone A' } });
  const recommended = async (token?: string) => {
    const res = await call<Page>(h.api, '/other/api/news/list?tab=de-xuat', { token });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const keysOf = (page: Page) => page.items.map((a) => [...ids].find(([, v]) => v === a.id)?.[0]);
  const historyOf = (userId: number) => h.t.db.selectFrom('readingHistory').selectAll().where('userId', '=', userId).orderBy('lastReadAt', 'desc').execute();

  it("keeps a member's counted read of an article, and no guest's", async () => {
    const me = await newMember();
    expect((await read(id('hanoi-title'), me.token)).status).toBe(200);
    await read(id('hanoi-title'));
    const [row, ...rest] = await historyOf(me.userId);
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({ articleId: id('hanoi-title') });
    expect(Number(row?.firstReadAt)).toBe(Number(row?.lastReadAt));
    expect(await h.t.db.selectFrom('readingHistory').select('userId').where('userId', '!=', me.userId).execute()).toEqual([]);
  });

  it('moves the last read on a later counted read and keeps the first', async () => {
    const me = await newMember();
    await read(id('arsenal-preview'), me.token);
    await h.t.db.updateTable('contentViews').set((eb) => ({ countedAt: eb('countedAt', '-', VIEW_WINDOW_MS) })).where('viewer', '=', `m:${me.userId}`).execute();
    await h.t.db.updateTable('readingHistory').set({ firstReadAt: 1000, lastReadAt: 1000 }).where('userId', '=', me.userId).execute();
    await read(id('arsenal-preview'), me.token);
    const [row] = await historyOf(me.userId);
    expect(Number(row?.firstReadAt)).toBe(1000);
    expect(Number(row?.lastReadAt)).toBeGreaterThan(1000);
  });

  it(`keeps only the newest ${READING_HISTORY.keptPerMember} reads of a member`, async () => {
    const me = await newMember();
    const drafts = Array.from({ length: READING_HISTORY.keptPerMember }, (_, i) => ({
      category: 'bong-da' as const, type: 'tin-nong' as const, status: 'draft' as const, cover: '/c.svg', authorId: h.data.fanId, publishedAt: null, createdAt: TEST_NOW, updatedAt: TEST_NOW,
      headlineVi: `Nháp ${i}`, headlineEn: `Draft ${i}`, headlineZh: `草稿 ${i}`, standfirstVi: '', standfirstEn: '', standfirstZh: '', bodyVi: '[]', bodyEn: '[]', bodyZh: '[]',
    }));
    const old = await h.t.db.insertInto('newsArticles').values(drafts).returning('id').execute();
    await h.t.db.insertInto('readingHistory').values(old.map((a, i) => ({ userId: me.userId, articleId: a.id, firstReadAt: 1000 + i, lastReadAt: 1000 + i }))).execute();
    await recordReading(h.t.db, me.userId, id('chelsea-transfer'), TEST_NOW);
    const rows = await historyOf(me.userId);
    expect(rows).toHaveLength(READING_HISTORY.keptPerMember);
    expect(rows[0]?.articleId).toBe(id('chelsea-transfer'));
    expect(rows.map((r) => r.articleId)).not.toContain(old[0]?.id);
  });

  it('recommends what shares tags with recent reads first, leaving out what was read', async () => {
    const me = await newMember();
    // The oldest article is tagged with the league of the one read, so only the shared tag lifts it.
    await h.t.db.insertInto('newsArticleTags').values({ articleId: id('lpl-analysis'), kind: 'league', refId: 3 }).execute();
    await read(id('vba-report'), me.token);
    const page = await recommended(me.token);
    expect(keysOf(page)).toEqual(['lpl-analysis', 'hanoi-title', 'arsenal-preview', 'chelsea-transfer']);
    expect(page.total).toBe(4);
  });

  it("puts a favourite team's articles above shared tags, and the sport read lately above other sports", async () => {
    const me = await newMember();
    await h.t.db.insertInto('favouriteTeams').values({ userId: me.userId, teamId: 104, createdAt: TEST_NOW }).execute();
    await read(id('hanoi-title'), me.token);
    // chelsea: favourite team + football; arsenal: football; vba and lpl: neither.
    expect(keysOf(await recommended(me.token))).toEqual(['chelsea-transfer', 'arsenal-preview', 'vba-report', 'lpl-analysis']);
  });

  it('recommends to a member with no favourites or reads what it recommends to a guest', async () => {
    const me = await newMember();
    const guest = keysOf(await recommended());
    expect(guest[0]).toBe('arsenal-preview');
    expect(keysOf(await recommended(me.token))).toEqual(guest);
  });

  it("clears the caller's own history only, and refuses guests with 401", async () => {
    const [me, someone] = [await newMember(), await newMember()];
    await read(id('hanoi-title'), me.token);
    await read(id('hanoi-title'), someone.token);
    const clear = (token?: string, body: unknown = {}) => call<{ cleared: number }>(h.api, '/other/api/news/reading-history/clear', { body, token });
    expect((await clear()).status).toBe(401);
    expect((await clear(me.token, { userId: someone.userId })).status).toBe(422);
    const done = await clear(me.token);
    expect(done.body.data).toEqual({ cleared: 1 });
    expect((await clear(me.token)).body.data).toEqual({ cleared: 0 });
    expect(await historyOf(me.userId)).toHaveLength(0);
    expect(await historyOf(someone.userId)).toHaveLength(1);
    expect(keysOf(await recommended(me.token))).toEqual(keysOf(await recommended()));
  });

  it('forgets the history when the member is deleted', async () => {
    const me = await newMember();
    await read(id('hanoi-title'), me.token);
    expect(await historyOf(me.userId)).toHaveLength(1);
    await h.t.db.deleteFrom('users').where('id', '=', me.userId).execute();
    expect(await historyOf(me.userId)).toHaveLength(0);
  });
});
