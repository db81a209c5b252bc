import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Comment } from '@/lib/contract/comments';
import { COMMENT_LIMITS } from '@/lib/domain/comments';
import { postPath } from '@/lib/domain/feed';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { seedNewsData } from '../fixtures/news-data';
import { testBackends } from '../fixtures/test-db';
import { get, openFeedHarness, send, type FeedHarness, type Member } from './feed-social-fixtures';

const backends = await testBackends();
const C = '/other/api/comments';
const SPAM = 'Vào nhóm soi kèo miễn phí, lh zalo 0912345678 nhận quà';

describe.each(backends)('comments on feed posts on $name', (backend) => {
  let h: FeedHarness;
  let author: Member;
  let fan: Member;
  let other: Member;
  let articleId: number;
  beforeAll(async () => {
    h = await openFeedHarness(backend);
    [author, fan, other] = await h.members('chu_bai_viet', 'nguoi_binh_luan', 'nguoi_tra_loi');
    articleId = (await seedNewsData(h.t.db)).get('hanoi-title') ?? -1;
  });
  afterAll(async () => {
    await h.close();
  });
  // Each test starts outside every posting window of the comments and the feed.
  beforeEach(async () => {
    h.nextWindow();
    await h.t.db.updateTable('comments').set((eb) => ({ createdAt: eb('createdAt', '-', COMMENT_LIMITS.rate.windowMs) })).execute();
  });

  const comment = (itemId: number, body: string, who: Member, parentId?: number, kind = 'post') =>
    send<Comment>(h, `${C}/post`, { kind, itemId, body, ...(parentId ? { parentId } : {}) }, who.token);
  const countOf = async (id: number) => (await h.t.db.selectFrom('posts').select('commentCount').where('id', '=', id).executeTakeFirstOrThrow()).commentCount;
  const notices = (userId: number, postId: number) => h.t.db.selectFrom('inboxMessages').select(['title', 'content']).where('userId', '=', userId).where('link', '=', postPath(postId)).orderBy('id').execute();

  it('keeps the post’s comment count in step as comments are written, deleted and moderated', async () => {
    const post = await h.post(author, { body: 'Bàn luận nào' });
    const top = (await comment(post.id, 'Hay lắm', fan)).body.data;
    const reply = (await comment(post.id, 'Đồng ý', other, top.id)).body.data;
    expect(await countOf(post.id)).toBe(2);
    expect((await send(h, `${C}/delete`, { id: reply.id }, other.token)).status).toBe(200);
    expect(await countOf(post.id)).toBe(1);
    const staff = await h.member('kiem_duyet_bai', SITE_ROLE.staff);
    expect((await send(h, `${C}/moderate`, { id: top.id, action: 'hide' }, staff.token)).status).toBe(200);
    expect(await countOf(post.id)).toBe(0);
    expect((await send(h, `${C}/moderate`, { id: top.id, action: 'unhide' }, staff.token)).status).toBe(200);
    expect(await countOf(post.id)).toBe(1);
  });

  it('tells the post’s author of a comment and the parent’s author of a reply, never oneself', async () => {
    const post = await h.post(author, { body: 'Ai bình luận?' });
    const top = (await comment(post.id, 'Tôi đây', fan)).body.data;
    await comment(post.id, 'Cảm ơn bạn', author, top.id);
    await comment(post.id, 'Tôi nữa', other, top.id);
    const toAuthor = await notices(author.id, post.id);
    expect(toAuthor.map((n) => n.title)).toEqual(['Bình luận mới về bài đăng của bạn', 'Bình luận mới về bài đăng của bạn']);
    expect(toAuthor[0]?.content).toContain('Tôi đây');
    const toFan = await notices(fan.id, post.id);
    expect(toFan.map((n) => n.title)).toEqual(['Trả lời mới cho bình luận của bạn', 'Trả lời mới cho bình luận của bạn']);
    expect(await notices(other.id, post.id)).toEqual([]);
  });

  it('holds a spam comment hidden for review in any kind, tells its author by its state, and counts and tells nothing', async () => {
    const post = await h.post(author, { body: 'Bài sạch' });
    const held = await comment(post.id, SPAM, fan);
    expect(held.status).toBe(200);
    expect(held.body.data).toMatchObject({ state: 'hidden', mine: true });
    expect(await countOf(post.id)).toBe(0);
    expect(await notices(author.id, post.id)).toEqual([]);
    const item = await h.t.db.selectFrom('reviewItems').selectAll().where('kind', '=', 'comment').where('itemId', '=', held.body.data.id).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ source: 'filter', subjectId: fan.id });
    const onArticle = await comment(articleId, SPAM, other, undefined, 'article');
    expect(onArticle.body.data.state).toBe('hidden');
  });

  it('refuses a suspended member’s comment with 403 and stores nothing', async () => {
    const post = await h.post(author, { body: 'Bình luận đi' });
    const banned = await h.member('bi_tam_khoa');
    await h.t.db.insertInto('memberSuspensions').values({ userId: banned.id, until: h.clock.now + 86_400_000, reviewItemId: null, createdBy: null, createdAt: h.clock.now }).execute();
    expect((await comment(post.id, 'Tôi bị khóa', banned)).status).toBe(403);
    expect((await comment(articleId, 'Tôi bị khóa', banned, undefined, 'article')).status).toBe(403);
    expect(await countOf(post.id)).toBe(0);
  });

  it('files a comment report in the review queue', async () => {
    const post = await h.post(author, { body: 'Có người nói bậy' });
    const rude = (await comment(post.id, 'Lời lẽ khó nghe', other)).body.data;
    expect((await send(h, `${C}/report`, { id: rude.id, reason: 'abuse' }, fan.token)).status).toBe(200);
    const item = await h.t.db.selectFrom('reviewItems').selectAll().where('kind', '=', 'comment').where('itemId', '=', rude.id).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ source: 'report', reasons: 'abuse', reportCount: 1, subjectId: other.id, excerpt: 'Lời lẽ khó nghe' });
  });

  it('answers 404 to replies, reactions and reports under a post the reader can no longer see', async () => {
    const post = await h.post(author, { body: 'Sắp riêng tư' });
    const top = (await comment(post.id, 'Kịp bình luận', fan)).body.data;
    expect((await send(h, '/other/api/feed/edit', { id: post.id, body: 'Sắp riêng tư', audience: 'onlyMe' }, author.token)).status).toBe(200);
    expect((await comment(post.id, 'Còn được không', fan, top.id)).status).toBe(404);
    expect((await h.api(new Request(`http://localhost${C}/replies?parentId=${top.id}`, { headers: { authorization: `Bearer ${fan.token}` } }))).status).toBe(404);
    expect((await send(h, `${C}/react`, { id: top.id, reaction: 'like' }, other.token)).status).toBe(404);
    expect((await send(h, `${C}/report`, { id: top.id, reason: 'spam' }, other.token)).status).toBe(404);
    expect((await h.api(new Request(`http://localhost${C}/replies?parentId=${top.id}`, { headers: { authorization: `Bearer ${author.token}` } }))).status).toBe(200);
  });
  it('hides the comments of a member the reader blocked, or who blocked the reader, and leaves them out of the count', async () => {
    // A third member's post, which both sides of the block may still read.
    const post = await h.post(fan, { body: 'Ai chặn ai?' });
    await comment(post.id, 'Bình luận của người bị chặn', other);
    await comment(post.id, 'Bình luận của người chặn', author);
    const list = async (who: Member) => {
      const res = await get<{ list: Comment[]; total: number }>(h, `${C}/list?kind=post&itemId=${post.id}&sort=oldest`, who.token);
      return { bodies: res.body.data.list.map((c) => c.body), total: res.body.data.total };
    };
    expect((await list(fan)).total).toBe(2);
    await h.t.db.insertInto('memberBlocks').values({ blockerId: author.id, blockedId: other.id, createdAt: Date.now() }).execute();
    expect(await list(author)).toEqual({ bodies: ['Bình luận của người chặn'], total: 1 });
    expect(await list(other)).toEqual({ bodies: ['Bình luận của người bị chặn'], total: 1 });
    expect((await list(fan)).total).toBe(2);
    await h.t.db.deleteFrom('memberBlocks').execute();
  });
});
