import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_DEFAULT_GROUP, INBOX_TYPES } from '@/lib/domain/chat';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { setChatRuntime } from '@/server/chat/runtime';
import { recentMessages } from '@/server/chat/store-messages';
import { suspendedUntil } from '@/server/services/review/file';
import { openHarness, type Harness } from '../fixtures/api-harness';
import { seedNewsData } from '../fixtures/news-data';
import { testBackends } from '../fixtures/test-db';
import { addUser, fixedPresence, recordingBus } from './chat-fixtures';
import { act, addChatMessage, addComment, addPost, fileItem, itemState, listQueue, reviewLog } from './review-fixtures';

const backends = await testBackends();
const DAY_MS = 24 * 60 * 60_000;

describe.each(backends)('what each review action does, on $name', (backend) => {
  let h: Harness;
  let staffId: number;
  let staff: string;
  let articleId: number;
  const bus = recordingBus();
  beforeAll(async () => {
    h = await openHarness(backend);
    articleId = (await seedNewsData(h.t.db)).get('hanoi-title') ?? -1;
    staffId = await addUser(h.t.db, 'kiem_duyet', SITE_ROLE.staff);
    staff = (await issueAccessToken({ id: staffId, siteRoleId: SITE_ROLE.staff })).token;
  });
  afterEach(() => {
    setChatRuntime(null);
    bus.events.length = 0;
  });
  afterAll(async () => {
    await h.t.close();
  });

  let n = 0;
  const newAuthor = async (role: number = SITE_ROLE.member) => addUser(h.t.db, `tac_gia_${(n += 1)}`, role);
  const inbox = (userId: number) => h.t.db.selectFrom('inboxMessages').select(['type', 'title', 'content']).where('userId', '=', userId).execute();
  const comment = (id: number) => h.t.db.selectFrom('comments').select(['state', 'body', 'moderatedBy']).where('id', '=', id).executeTakeFirstOrThrow();
  const chatRow = (id: number) => h.t.db.selectFrom('chatMessages').select(['deleted', 'text']).where('id', '=', id).executeTakeFirstOrThrow();

  it('approves a held comment (kept hidden by the filter): it is shown with its text', async () => {
    const authorId = await newAuthor();
    const id = await addComment(h.t.db, { kind: 'article', itemId: articleId, authorId, body: 'Vào nhóm kèo vip', state: 'hidden' });
    const item = await fileItem(h.t.db, { kind: 'comment', itemId: id, subjectId: authorId, source: 'filter' });
    const listed = (await listQueue(h, '?kind=comment', staff)).body.data.list.find((i) => i.id === item);
    expect(listed?.href).toMatch(/^\/tin-tuc\//);
    expect((await act(h, { id: item, action: 'approve' }, staff)).body.data.state).toBe('approved');
    expect(await comment(id)).toEqual({ state: 'visible', body: 'Vào nhóm kèo vip', moderatedBy: null });
  });

  it('removes a comment as a moderator deletes one: its text is wiped and the moderator named', async () => {
    const authorId = await newAuthor();
    const id = await addComment(h.t.db, { kind: 'article', itemId: articleId, authorId, body: 'Bình luận bị báo cáo', state: 'visible' });
    const item = await fileItem(h.t.db, { kind: 'comment', itemId: id, subjectId: authorId, source: 'report', reasons: ['abuse'] });
    expect((await act(h, { id: item, action: 'remove' }, staff)).status).toBe(200);
    expect(await comment(id)).toEqual({ state: 'deleted', body: '', moderatedBy: staffId });
    expect(await reviewLog(h.t.db, authorId)).toEqual([{ action: 'review-remove', actorId: staffId, groupId: null, targetUserId: authorId, messageId: null, detail: `comment:${id}` }]);
  });

  it('approves a held chat message: shown in the room’s history and broadcast to the room now', async () => {
    setChatRuntime({ bus, presence: fixedPresence() });
    const authorId = await newAuthor();
    const id = await addChatMessage(h.t.db, { groupId: CHAT_DEFAULT_GROUP, userId: authorId, text: 'zalo: keothom88', hidden: true });
    const item = await fileItem(h.t.db, { kind: 'chat', itemId: id, subjectId: authorId, source: 'filter', reasons: ['contact-handle'] });
    expect((await recentMessages(h.t.db, CHAT_DEFAULT_GROUP)).some((m) => m.groupMessageId === id)).toBe(false);
    expect((await act(h, { id: item, action: 'approve' }, staff)).status).toBe(200);
    expect((await chatRow(id)).deleted).toBe(0);
    expect((await recentMessages(h.t.db, CHAT_DEFAULT_GROUP)).some((m) => m.groupMessageId === id)).toBe(true);
    expect(bus.events).toMatchObject([{ topic: { groupId: CHAT_DEFAULT_GROUP, visibility: 'public' }, event: { type: 'message', message: { groupMessageId: id, originalMessage: 'zalo: keothom88' } } }]);
    expect((await reviewLog(h.t.db, authorId))[0]).toMatchObject({ action: 'review-approve', groupId: CHAT_DEFAULT_GROUP, detail: `chat:${id}` });
  });

  it('removes a held chat message without a word to the room, and a shown one the way chat moderation deletes', async () => {
    setChatRuntime({ bus, presence: fixedPresence() });
    const authorId = await newAuthor();
    const held = await addChatMessage(h.t.db, { groupId: CHAT_DEFAULT_GROUP, userId: authorId, text: 'bit.ly/abc', hidden: true });
    await act(h, { id: await fileItem(h.t.db, { kind: 'chat', itemId: held, subjectId: authorId, source: 'filter' }), action: 'remove' }, staff);
    expect((await chatRow(held)).deleted).toBe(1);
    expect(bus.events).toEqual([]);
    const shown = await addChatMessage(h.t.db, { groupId: CHAT_DEFAULT_GROUP, userId: authorId, text: 'Tin nhắn bị báo cáo' });
    await h.t.db.updateTable('chatGroups').set({ pinnedMessageId: shown }).where('id', '=', CHAT_DEFAULT_GROUP).execute();
    await act(h, { id: await fileItem(h.t.db, { kind: 'chat', itemId: shown, subjectId: authorId, source: 'report' }), action: 'remove' }, staff);
    expect((await chatRow(shown)).deleted).toBe(1);
    expect((await h.t.db.selectFrom('chatGroups').select('pinnedMessageId').where('id', '=', CHAT_DEFAULT_GROUP).executeTakeFirstOrThrow()).pinnedMessageId).toBeNull();
    expect(bus.events.map((e) => e.event.type)).toEqual(['deleted', 'room']);
  });

  it('warns: the post goes and its author is told in the language they wrote it in', async () => {
    const authorId = await newAuthor();
    const postId = await addPost(h.t.db, authorId, 'Join my betting group on t.me/tips', { state: 'held', lang: 'en' });
    const item = await fileItem(h.t.db, { kind: 'post', itemId: postId, subjectId: authorId, source: 'filter', excerpt: 'Join my betting group on t.me/tips' });
    expect((await act(h, { id: item, action: 'warn' }, staff)).body.data.state).toBe('warned');
    expect((await h.t.db.selectFrom('posts').select('state').where('id', '=', postId).executeTakeFirstOrThrow()).state).toBe('removed');
    const [notice] = await inbox(authorId);
    expect(notice).toMatchObject({ type: INBOX_TYPES.system, title: 'A warning from the moderators' });
    expect(notice?.content).toContain('“Join my betting group on t.me/tips”');
    expect(await suspendedUntil(h.t.db, authorId, Date.now())).toBeNull();
    expect((await reviewLog(h.t.db, authorId)).map((e) => e.action)).toEqual(['review-warn']);
  });

  it('suspends for the days chosen: the post goes, the suspension runs, the author is told (in Vietnamese by default)', async () => {
    const authorId = await newAuthor();
    const postId = await addPost(h.t.db, authorId, 'Bài spam', { state: 'visible', lang: 'xx' });
    const item = await fileItem(h.t.db, { kind: 'post', itemId: postId, subjectId: authorId, source: 'report' });
    const before = Date.now();
    expect((await act(h, { id: item, action: 'suspend', days: 7 }, staff)).body.data.state).toBe('suspended');
    const until = await suspendedUntil(h.t.db, authorId, Date.now());
    expect(until).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    const row = await h.t.db.selectFrom('memberSuspensions').select(['reviewItemId', 'createdBy']).where('userId', '=', authorId).executeTakeFirstOrThrow();
    expect(row).toEqual({ reviewItemId: item, createdBy: staffId });
    expect((await inbox(authorId))[0]).toMatchObject({ title: 'Tài khoản bị tạm khóa' });
    expect((await inbox(authorId))[0]?.content).toContain('7 ngày');
    expect((await reviewLog(h.t.db, authorId)).at(-1)).toMatchObject({ action: 'review-suspend', detail: `post:${postId};7d` });
  });

  it('warns or suspends a reported member without taking anything down, and refuses to suspend staff', async () => {
    const memberId = await newAuthor();
    const item = await fileItem(h.t.db, { kind: 'member', itemId: memberId, subjectId: memberId, source: 'report', reasons: ['impersonation'] });
    expect((await act(h, { id: item, action: 'suspend', days: 1 }, staff)).status).toBe(200);
    expect(await suspendedUntil(h.t.db, memberId, Date.now())).not.toBeNull();
    expect((await inbox(memberId))[0]?.content).not.toContain('“');
    const staffMember = await newAuthor(SITE_ROLE.customerCare);
    const staffItem = await fileItem(h.t.db, { kind: 'member', itemId: staffMember, subjectId: staffMember, source: 'report' });
    expect((await act(h, { id: staffItem, action: 'suspend', days: 30 }, staff)).status).toBe(403);
    expect(await itemState(h.t.db, staffItem)).toBe('open');
    expect(await suspendedUntil(h.t.db, staffMember, Date.now())).toBeNull();
    expect(await reviewLog(h.t.db, staffMember)).toEqual([]);
  });
});
