import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_DEFAULT_GROUP } from '@/lib/domain/chat';
import { postPath, profilePath } from '@/lib/domain/feed';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { openHarness, type Harness } from '../fixtures/api-harness';
import { testBackends } from '../fixtures/test-db';
import { guestToken, memberToken } from './auth-tokens';
import { addUser } from './chat-fixtures';
import { act, addChatMessage, addPost, fileItem, itemState, listQueue, reviewLog } from './review-fixtures';

const backends = await testBackends();
const tokenOf = async (id: number, siteRoleId: number) => (await issueAccessToken({ id, siteRoleId })).token;

describe.each(backends)('the review queue on $name', (backend) => {
  let h: Harness;
  let authorId: number;
  let member: string;
  let commentator: string;
  let staffId: number;
  let staff: string;
  let care: string;
  beforeAll(async () => {
    h = await openHarness(backend);
    authorId = await addUser(h.t.db, 'tac_gia');
    member = await memberToken(authorId);
    commentator = await tokenOf(await addUser(h.t.db, 'blv', SITE_ROLE.commentator), SITE_ROLE.commentator);
    staffId = await addUser(h.t.db, 'kiem_duyet', SITE_ROLE.staff);
    staff = await tokenOf(staffId, SITE_ROLE.staff);
    care = await tokenOf(await addUser(h.t.db, 'cskh', SITE_ROLE.customerCare), SITE_ROLE.customerCare);
  });
  afterAll(async () => {
    await h.t.close();
  });

  const heldPost = async (body = 'Nhà cái uy tín fb88') => {
    const postId = await addPost(h.t.db, authorId, body, { state: 'held' });
    return { postId, id: await fileItem(h.t.db, { kind: 'post', itemId: postId, subjectId: authorId, source: 'filter', excerpt: body }) };
  };
  const postState = async (id: number) => (await h.t.db.selectFrom('posts').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;

  it('lets only the staff who review list it: 401 for guests, 403 for members and commentators', async () => {
    expect((await listQueue(h, '')).status).toBe(401);
    expect((await listQueue(h, '', (await guestToken()).token)).status).toBe(401);
    expect((await listQueue(h, '', member)).status).toBe(403);
    expect((await listQueue(h, '', commentator)).status).toBe(403);
    expect((await listQueue(h, '', staff)).status).toBe(200);
    expect((await listQueue(h, '', care)).status).toBe(200);
  });

  it('lets only the staff who review act: 401, 403, 403, and nothing changes', async () => {
    const { id, postId } = await heldPost();
    for (const [token, status] of [[undefined, 401], [member, 403], [commentator, 403]] as const) {
      expect((await act(h, { id, action: 'approve' }, token)).status).toBe(status);
    }
    expect(await itemState(h.t.db, id)).toBe('open');
    expect(await postState(postId)).toBe('held');
  });

  it('lists open items newest first with who wrote them, why, and where they are', async () => {
    const { id, postId } = await heldPost('Link vào bit.ly/keo-vip nhận 88k');
    const item = (await listQueue(h, '', staff)).body.data.list[0];
    expect(item).toMatchObject({
      id,
      kind: 'post',
      itemId: postId,
      source: 'filter',
      state: 'open',
      reasons: ['gambling'],
      excerpt: 'Link vào bit.ly/keo-vip nhận 88k',
      reportCount: 0,
      subject: { userId: authorId, displayName: 'Người tac_gia', profilePicture: null },
      href: postPath(postId),
      groupId: null,
      resolvedBy: null,
    });
  });

  it('filters by kind and state, pages, and gives a chat message its room and a member their profile', async () => {
    const messageId = await addChatMessage(h.t.db, { groupId: CHAT_DEFAULT_GROUP, userId: authorId, text: 'zalo: keothom88', hidden: true });
    const chatItem = await fileItem(h.t.db, { kind: 'chat', itemId: messageId, subjectId: authorId, source: 'filter', reasons: ['contact-handle'] });
    const memberItem = await fileItem(h.t.db, { kind: 'member', itemId: authorId, subjectId: authorId, source: 'report', reasons: ['abuse'] });
    const chats = (await listQueue(h, '?kind=chat', staff)).body.data;
    expect(chats.list.map((i) => [i.id, i.groupId, i.href])).toEqual([[chatItem, CHAT_DEFAULT_GROUP, null]]);
    const members = (await listQueue(h, '?kind=member', staff)).body.data.list;
    expect(members.map((i) => [i.id, i.href, i.reportCount])).toEqual([[memberItem, profilePath(authorId), 1]]);
    const page = (await listQueue(h, '?pageSize=1&pageNum=2', staff)).body.data;
    expect(page.list).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect((await listQueue(h, '?state=approved', staff)).body.data.list.every((i) => i.state === 'approved')).toBe(true);
    expect((await listQueue(h, '?state=closed', staff)).status).toBe(422);
    expect((await listQueue(h, '?kind=video', staff)).status).toBe(422);
  });

  it('approves a held post: it is shown, the item closes, and the log records who did it', async () => {
    const { id, postId } = await heldPost();
    const res = await act(h, { id, action: 'approve' }, staff);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, state: 'approved' });
    expect(await postState(postId)).toBe('visible');
    const row = await h.t.db.selectFrom('reviewItems').select(['state', 'resolvedBy']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'approved', resolvedBy: staffId });
    expect((await reviewLog(h.t.db, authorId)).at(-1)).toEqual({ action: 'review-approve', actorId: staffId, groupId: null, targetUserId: authorId, messageId: null, detail: `post:${postId}` });
    const approved = (await listQueue(h, '?state=approved&kind=post', staff)).body.data.list.find((i) => i.id === id);
    expect(approved?.resolvedBy?.userId).toBe(staffId);
  });

  it('removes a post, and answers 409 to any action on the closed item', async () => {
    const { id, postId } = await heldPost();
    expect((await act(h, { id, action: 'remove' }, care)).body.data.state).toBe('removed');
    expect(await postState(postId)).toBe('removed');
    const logged = (await reviewLog(h.t.db, authorId)).filter((e) => e.detail === `post:${postId}`);
    expect(logged.map((e) => e.action)).toEqual(['review-remove']);
    for (const action of ['approve', 'remove']) expect((await act(h, { id, action }, staff)).status).toBe(409);
    expect(await postState(postId)).toBe('removed');
    expect((await reviewLog(h.t.db, authorId)).filter((e) => e.detail === `post:${postId}`)).toHaveLength(1);
  });

  it('answers 404 to an unknown item and 422 to a bad action, a missing length or a length that is not offered', async () => {
    const { id, postId } = await heldPost();
    expect((await act(h, { id: 999_999, action: 'remove' }, staff)).status).toBe(404);
    expect((await act(h, { id, action: 'ban' }, staff)).status).toBe(422);
    expect((await act(h, { id, action: 'suspend' }, staff)).status).toBe(422);
    expect((await act(h, { id, action: 'suspend', days: 2 }, staff)).status).toBe(422);
    expect((await act(h, { id, action: 'remove', days: 3 }, staff)).status).toBe(422);
    expect((await act(h, { id, action: 'approve', extra: 1 }, staff)).status).toBe(422);
    expect(await itemState(h.t.db, id)).toBe('open');
    expect(await postState(postId)).toBe('held');
  });

  it('answers 422 to an action that does not fit: dismissing a held item, approving a report, removing a member', async () => {
    const { id } = await heldPost();
    expect((await act(h, { id, action: 'dismiss' }, staff)).status).toBe(422);
    const reportedPost = await addPost(h.t.db, authorId, 'Bài bị báo cáo');
    const report = await fileItem(h.t.db, { kind: 'post', itemId: reportedPost, subjectId: authorId, source: 'report' });
    expect((await act(h, { id: report, action: 'approve' }, staff)).status).toBe(422);
    const memberItem = (await listQueue(h, '?kind=member', staff)).body.data.list[0]?.id ?? -1;
    expect((await act(h, { id: memberItem, action: 'remove' }, staff)).status).toBe(422);
    expect(await itemState(h.t.db, report)).toBe('open');
  });

  it('dismisses a report: the post stays up', async () => {
    const postId = await addPost(h.t.db, authorId, 'Bài viết bình thường');
    const id = await fileItem(h.t.db, { kind: 'post', itemId: postId, subjectId: authorId, source: 'report' });
    expect((await act(h, { id, action: 'dismiss' }, staff)).body.data.state).toBe('dismissed');
    expect(await postState(postId)).toBe('visible');
    expect((await reviewLog(h.t.db, authorId)).at(-1)).toMatchObject({ action: 'review-dismiss', detail: `post:${postId}` });
  });
});
