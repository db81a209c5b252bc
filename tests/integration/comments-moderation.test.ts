import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationLogEntry } from '@/lib/contract/chat';
import type { Comment } from '@/lib/contract/comments';
import { COMMENT_LIMITS } from '@/lib/domain/comments';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { seedNewsData } from '../fixtures/news-data';
import { testBackends } from '../fixtures/test-db';
import { memberToken } from './auth-tokens';
import { addUser } from './chat-fixtures';

const backends = await testBackends();
const C = '/other/api/comments';
type ListData = { list: Comment[]; total: number };

describe.each(backends)('comment moderation and limits on $name', (backend) => {
  let h: Harness;
  let articleId: number;
  let authorId: number;
  let author: string;
  let reader: string;
  let staffId: number;
  let staff: string;
  beforeAll(async () => {
    h = await openHarness(backend);
    articleId = (await seedNewsData(h.t.db)).get('hanoi-title') ?? -1;
    authorId = await addUser(h.t.db, 'tac_gia');
    author = await memberToken(authorId);
    reader = await memberToken(await addUser(h.t.db, 'ban_doc'));
    staffId = await addUser(h.t.db, 'kiem_duyet', SITE_ROLE.staff);
    staff = (await issueAccessToken({ id: staffId, siteRoleId: SITE_ROLE.staff })).token;
  });
  afterAll(async () => {
    await h.t.close();
  });

  const posted = async (text: string, parentId?: number) => {
    // Each post starts outside the flood window, so these tests never meet the posting limit.
    await h.t.db.updateTable('comments').set((eb) => ({ createdAt: eb('createdAt', '-', COMMENT_LIMITS.rate.windowMs) })).execute();
    const res = await call<Comment>(h.api, `${C}/post`, { body: { kind: 'article', itemId: articleId, body: text, ...(parentId ? { parentId } : {}) }, token: author });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const moderate = (id: number, action: string, token: string) => call<{ id: number; state: string }>(h.api, `${C}/moderate`, { body: { id, action }, token });
  const shownTo = async (id: number, token?: string) => (await call<ListData>(h.api, `${C}/list?kind=article&itemId=${articleId}`, { token })).body.data.list.find((c) => c.id === id);
  const logFor = async (id: number) => (await h.t.db.selectFrom('moderationActions').selectAll().where('messageId', '=', id).orderBy('id').execute());

  it('shows a hidden comment without replies to moderators only, with its text, so they can show it again', async () => {
    const c = await posted('Sẽ bị ẩn rồi hiện lại');
    expect((await moderate(c.id, 'hide', staff)).body.data.state).toBe('hidden');
    expect(await shownTo(c.id, reader)).toBeUndefined();
    expect(await shownTo(c.id)).toBeUndefined();
    expect(await shownTo(c.id, staff)).toMatchObject({ state: 'hidden', body: 'Sẽ bị ẩn rồi hiện lại' });
    expect((await moderate(c.id, 'unhide', staff)).body.data.state).toBe('visible');
    expect(await shownTo(c.id, reader)).toMatchObject({ state: 'visible', body: 'Sẽ bị ẩn rồi hiện lại' });
  });

  it('shows moderators the hidden replies of a thread, and members only the visible ones', async () => {
    const top = await posted('Chủ đề');
    const reply = await posted('Trả lời bị ẩn', top.id);
    await moderate(reply.id, 'hide', staff);
    const replies = async (token: string) => (await call<ListData>(h.api, `${C}/replies?parentId=${top.id}`, { token })).body.data;
    expect((await replies(reader)).list).toEqual([]);
    expect((await replies(staff)).list.map((r) => [r.id, r.state, r.body])).toEqual([[reply.id, 'hidden', 'Trả lời bị ẩn']]);
    expect((await shownTo(top.id, staff))?.replyCount).toBe(1);
    expect((await shownTo(top.id, reader))?.replyCount).toBe(0);
  });

  it('refuses a member who unhides, even the author, and changes nothing', async () => {
    const c = await posted('Ẩn mãi');
    await moderate(c.id, 'hide', staff);
    for (const token of [reader, author]) expect((await moderate(c.id, 'unhide', token)).status).toBe(403);
    expect((await h.t.db.selectFrom('comments').select('state').where('id', '=', c.id).executeTakeFirstOrThrow()).state).toBe('hidden');
    expect((await logFor(c.id)).map((e) => e.action)).toEqual(['comment-hide']);
  });

  it('writes each hide, unhide and delete to the moderation log, and nothing for a change that changes nothing', async () => {
    const c = await posted('Ghi nhật ký');
    await moderate(c.id, 'hide', staff);
    await moderate(c.id, 'hide', staff);
    await moderate(c.id, 'unhide', staff);
    await moderate(c.id, 'delete', staff);
    const entries = await logFor(c.id);
    expect(entries.map((e) => e.action)).toEqual(['comment-hide', 'comment-unhide', 'comment-delete']);
    expect(entries[0]).toMatchObject({ actorId: staffId, targetUserId: authorId, groupId: null, detail: `article:${articleId}` });
    const log = await call<{ list: ModerationLogEntry[] }>(h.api, '/live/api/chat/moderation/log', { token: staff });
    expect(log.status).toBe(200);
    expect(log.body.data.list[0]).toMatchObject({ action: 'comment-delete', messageId: c.id, target: { userId: authorId }, groupId: null });
  });

  it(`answers 429 with retry-after past ${COMMENT_LIMITS.rate.react.member} reactions a window, and lets a moderator go on`, async () => {
    const c = await posted('Thả tim đi');
    const react = (token: string, i: number) => call(h.api, `${C}/react`, { body: { id: c.id, reaction: i % 2 ? 'like' : null }, token });
    for (let i = 0; i < COMMENT_LIMITS.rate.react.member; i += 1) expect((await react(reader, i)).status).toBe(200);
    const refused = await react(reader, 1);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, msg: expect.any(String), data: null });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    for (let i = 0; i <= COMMENT_LIMITS.rate.react.member; i += 1) expect((await react(staff, i)).status).toBe(200);
  });

  it(`answers 429 past ${COMMENT_LIMITS.rate.report.member} reports a window, refused ones included`, async () => {
    const c = await posted('Báo cáo đi');
    const member = await memberToken(await addUser(h.t.db, 'hay_bao_cao'));
    const report = () => call(h.api, `${C}/report`, { body: { id: c.id, reason: 'spam' }, token: member });
    expect((await report()).status).toBe(200);
    for (let i = 1; i < COMMENT_LIMITS.rate.report.member; i += 1) expect((await report()).status).toBe(409);
    const refused = await report();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
