import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Comment } from '@/lib/contract/comments';
import { COMMENT_LIMITS } from '@/lib/domain/comments';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { seedNewsData } from '../fixtures/news-data';
import { testBackends } from '../fixtures/test-db';
import { guestToken, memberToken } from './auth-tokens';
import { addUser } from './chat-fixtures';

const backends = await testBackends();
const C = '/other/api/comments';
type ListData = { list: Comment[]; total: number; count: number; canModerate: boolean };
type Reacted = { id: number; reactions: Record<string, number>; myReaction: string | null };

describe.each(backends)('comments on $name', (backend) => {
  let h: Harness;
  let articleId: number;
  let draftId: number;
  let fan: string;
  let other: string;
  let staff: string;
  let commentator: string;
  beforeAll(async () => {
    h = await openHarness(backend);
    const ids = await seedNewsData(h.t.db);
    articleId = ids.get('hanoi-title') ?? -1;
    draftId = ids.get('lpl-analysis') ?? -1;
    await h.t.db.updateTable('newsArticles').set({ status: 'draft' }).where('id', '=', draftId).execute();
    fan = await memberToken(h.data.fanId);
    other = await memberToken(await addUser(h.t.db, 'ban_doc'));
    const staffId = await addUser(h.t.db, 'kiem_duyet', SITE_ROLE.staff);
    staff = (await issueAccessToken({ id: staffId, siteRoleId: SITE_ROLE.staff })).token;
    commentator = (await issueAccessToken({ id: h.data.commentators.tuan, siteRoleId: SITE_ROLE.commentator })).token;
  });
  afterAll(async () => {
    await h.t.close();
  });
  // Each test starts with nobody inside the flood window.
  beforeEach(async () => {
    await h.t.db.updateTable('comments').set((eb) => ({ createdAt: eb('createdAt', '-', COMMENT_LIMITS.rate.windowMs) })).execute();
  });

  const post = (body: Record<string, unknown>, token?: string) => call<Comment>(h.api, `${C}/post`, { body: { kind: 'article', itemId: articleId, ...body }, token });
  const list = (query = '', token?: string) => call<ListData>(h.api, `${C}/list?kind=article&itemId=${articleId}${query}`, { token });
  const posted = async (text: string, token = fan, parentId?: number) => {
    const res = await post({ body: text, ...(parentId ? { parentId } : {}) }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const stored = async () => Number((await h.t.db.selectFrom('comments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('lets a guest read the comments, with no token or a guest token', async () => {
    const mine = await posted('Đọc được không?');
    for (const token of [undefined, (await guestToken()).token]) {
      const res = await list('', token);
      expect(res.status).toBe(200);
      const shown = res.body.data.list.find((c) => c.id === mine.id);
      expect(shown).toMatchObject({ body: 'Đọc được không?', mine: false, myReaction: null });
      expect(res.body.data.canModerate).toBe(false);
    }
  });

  it('refuses a guest who posts, with or without a guest token, and stores nothing', async () => {
    const before = await stored();
    expect((await post({ body: 'Khách viết' })).status).toBe(401);
    expect((await post({ body: 'Khách viết' }, (await guestToken()).token)).status).toBe(401);
    expect(await stored()).toBe(before);
  });

  it('posts a member’s comment as plain text, shown first in the newest order', async () => {
    const c = await posted('  <b>Hà Nội</b> vô địch!\n\n\n\nChắc chắn  ');
    expect(c).toMatchObject({ parentId: null, state: 'visible', mine: true, body: '<b>Hà Nội</b> vô địch!\n\nChắc chắn', replyCount: 0 });
    expect((await list('&sort=newest')).body.data.list[0]?.id).toBe(c.id);
    expect((await list('', fan)).body.data.list[0]?.mine).toBe(true);
  });

  it('keeps the language of the page a comment was written on, so other pages can mark it', async () => {
    const english = await call<Comment>(h.api, `${C}/post`, { body: { kind: 'article', itemId: articleId, body: 'What a title race' }, token: other, headers: { 'x-language': 'en' } });
    expect(english.status).toBe(200);
    expect(english.body.data.lang).toBe('en');
    const vietnamese = await posted('Cuộc đua vô địch hay quá');
    expect(vietnamese.lang).toBe('vi');
    const shown = (await list('&sort=newest')).body.data.list;
    expect(shown.find((c) => c.id === english.body.data.id)?.lang).toBe('en');
    expect(shown.find((c) => c.id === vietnamese.id)?.lang).toBe('vi');
  });

  it('answers 404 for an unknown or unpublished item and for an unknown parent', async () => {
    expect((await post({ body: 'x', itemId: 999_999 }, fan)).status).toBe(404);
    expect((await post({ body: 'x', itemId: draftId }, fan)).status).toBe(404);
    expect((await post({ body: 'x', parentId: 999_999 }, fan)).status).toBe(404);
    expect((await call(h.api, `${C}/list?kind=article&itemId=999999`)).status).toBe(404);
  });

  it('refuses blank and oversized text with 422, and a kind it does not know', async () => {
    const before = await stored();
    for (const body of [{ body: '' }, { body: '   \n\u200b ' }, { body: 'x'.repeat(COMMENT_LIMITS.bodyMax + 1) }, { body: 'ok', kind: 'film' }, { body: 'ok', extra: 1 }]) {
      expect((await post(body, fan)).status, JSON.stringify(body).slice(0, 60)).toBe(422);
    }
    expect((await post({ body: 'x'.repeat(COMMENT_LIMITS.bodyMax) }, fan)).status).toBe(200);
    // Characters are counted, not UTF-16 units: a comment of emoji at the limit is accepted.
    expect((await post({ body: '⚽'.repeat(COMMENT_LIMITS.bodyMax) }, fan)).status).toBe(200);
    expect((await post({ body: '🏆'.repeat(COMMENT_LIMITS.bodyMax) }, fan)).status).toBe(200);
    expect((await post({ body: '🏆'.repeat(COMMENT_LIMITS.bodyMax + 1) }, fan)).status).toBe(422);
    expect(await stored()).toBe(before + 3);
  });

  it('files a reply to a reply under the top comment, one level deep', async () => {
    const top = await posted('Gốc');
    const reply = await posted('Trả lời', other, top.id);
    const deeper = await posted('Trả lời trả lời', fan, reply.id);
    expect(reply.parentId).toBe(top.id);
    expect(deeper.parentId).toBe(top.id);
    const replies = await call<{ list: Comment[]; total: number }>(h.api, `${C}/replies?parentId=${top.id}`);
    expect(replies.body.data.list.map((c) => c.body)).toEqual(['Trả lời', 'Trả lời trả lời']);
    expect((await list()).body.data.list.find((c) => c.id === top.id)?.replyCount).toBe(2);
    expect((await call(h.api, `${C}/replies?parentId=${reply.id}`)).status).toBe(404);
  });

  it('answers 429 with retry-after past the flood limit, and stores no more', async () => {
    for (let i = 0; i < COMMENT_LIMITS.rate.post.member; i += 1) await posted(`Tin ${i}`, other);
    const before = await stored();
    const refused = await post({ body: 'Thêm một' }, other);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored()).toBe(before);
  });

  it('lets a member delete their own comment but not someone else’s (403)', async () => {
    const c = await posted('Sẽ xoá');
    expect((await call(h.api, `${C}/delete`, { body: { id: c.id }, token: other })).status).toBe(403);
    expect((await call(h.api, `${C}/delete`, { body: { id: c.id } })).status).toBe(401);
    const done = await call<{ id: number; state: string }>(h.api, `${C}/delete`, { body: { id: c.id }, token: fan });
    expect(done.body.data).toEqual({ id: c.id, state: 'deleted' });
    expect((await call(h.api, `${C}/delete`, { body: { id: c.id }, token: fan })).status).toBe(200);
    expect((await list()).body.data.list.some((x) => x.id === c.id)).toBe(false);
  });

  it('keeps a deleted top comment with replies as a placeholder without its text', async () => {
    const top = await posted('Bị xoá nhưng có trả lời');
    await posted('Vẫn còn đây', other, top.id);
    await call(h.api, `${C}/delete`, { body: { id: top.id }, token: fan });
    const shown = (await list()).body.data.list.find((c) => c.id === top.id);
    expect(shown).toMatchObject({ state: 'deleted', body: null, replyCount: 1 });
  });

  it('lets staff and commentators hide and show again, and a member gets 403', async () => {
    const c = await posted('Nói bậy');
    expect((await call(h.api, `${C}/moderate`, { body: { id: c.id, action: 'hide' }, token: other })).status).toBe(403);
    expect((await call<{ id: number; state: string }>(h.api, `${C}/moderate`, { body: { id: c.id, action: 'hide' }, token: staff })).body.data).toEqual({ id: c.id, state: 'hidden' });
    expect((await list()).body.data.list.some((x) => x.id === c.id)).toBe(false);
    expect((await call<{ state: string }>(h.api, `${C}/moderate`, { body: { id: c.id, action: 'unhide' }, token: commentator })).body.data.state).toBe('visible');
    expect((await list('', staff)).body.data.canModerate).toBe(true);
    expect((await call<{ state: string }>(h.api, `${C}/moderate`, { body: { id: c.id, action: 'delete' }, token: staff })).body.data.state).toBe('deleted');
    expect((await call(h.api, `${C}/moderate`, { body: { id: c.id, action: 'unhide' }, token: staff })).status).toBe(409);
    expect((await call(h.api, `${C}/moderate`, { body: { id: 999_999, action: 'hide' }, token: staff })).status).toBe(404);
  });

  it('keeps one reaction per member: set, set again, change, take back', async () => {
    const c = await posted('Thả tim đi');
    const react = (reaction: string | null, token = other) => call<Reacted>(h.api, `${C}/react`, { body: { id: c.id, reaction }, token });
    expect((await react('like')).body.data).toEqual({ id: c.id, reactions: { like: 1 }, myReaction: 'like' });
    expect((await react('like')).body.data.reactions).toEqual({ like: 1 });
    expect((await react('love', fan)).body.data.reactions).toEqual({ like: 1, love: 1 });
    expect((await react('haha')).body.data.reactions).toEqual({ haha: 1, love: 1 });
    expect((await react(null)).body.data).toEqual({ id: c.id, reactions: { love: 1 }, myReaction: null });
    expect((await list('', fan)).body.data.list.find((x) => x.id === c.id)).toMatchObject({ myReaction: 'love', reactions: { love: 1 } });
    expect((await react('angry')).status).toBe(422);
    expect((await react('like', (await guestToken()).token)).status).toBe(401);
  });

  it('orders by reactions in the top order', async () => {
    const quiet = await posted('Ít người thích');
    const loved = await posted('Nhiều người thích', other);
    for (const token of [fan, other, staff]) await call(h.api, `${C}/react`, { body: { id: loved.id, reaction: 'love' }, token });
    const ids = (await list('&sort=top&pageSize=50')).body.data.list.map((c) => c.id);
    expect(ids.indexOf(loved.id)).toBeLessThan(ids.indexOf(quiet.id));
    const oldest = (await list('&sort=oldest&pageSize=50')).body.data.list.map((c) => c.id);
    expect(oldest.indexOf(quiet.id)).toBeLessThan(oldest.indexOf(loved.id));
  });

  it('takes one report per member per comment, and none of one’s own', async () => {
    const c = await posted('Quảng cáo');
    const report = (token: string) => call(h.api, `${C}/report`, { body: { id: c.id, reason: 'spam' }, token });
    expect((await report(other)).body.data).toEqual({ id: c.id, reported: true });
    expect((await report(other)).status).toBe(409);
    expect((await report(fan)).status).toBe(422);
    expect((await list('', other)).body.data.list.find((x) => x.id === c.id)).toMatchObject({ reported: true, reportCount: 0 });
    expect((await list('', staff)).body.data.list.find((x) => x.id === c.id)?.reportCount).toBe(1);
    const rows = await h.t.db.selectFrom('commentReports').select('userId').where('commentId', '=', c.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('pages the top comments with the total', async () => {
    const all = await list('&pageSize=50');
    const firstTwo = await list('&pageSize=2&pageNum=1');
    const nextTwo = await list('&pageSize=2&pageNum=2');
    expect(firstTwo.body.data.total).toBe(all.body.data.total);
    expect([...firstTwo.body.data.list, ...nextTwo.body.data.list].map((c) => c.id)).toEqual(all.body.data.list.slice(0, 4).map((c) => c.id));
    expect((await list('&pageSize=500')).status).toBe(422);
  });
});
