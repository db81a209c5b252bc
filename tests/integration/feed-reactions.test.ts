import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Post } from '@/lib/contract/feed';
import { POST_LIMITS, postPath } from '@/lib/domain/feed';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { testBackends } from '../fixtures/test-db';
import { F, get, openFeedHarness, send, type FeedHarness, type Member } from './feed-social-fixtures';

const backends = await testBackends();
type Reacted = { id: number; reactions: Record<string, number>; myReaction: string | null };
type Poll = NonNullable<Post['poll']>;

describe.each(backends)('reactions, votes and reports on posts on $name', (backend) => {
  let h: FeedHarness;
  let author: Member;
  let fan: Member;
  let other: Member;
  beforeAll(async () => {
    h = await openFeedHarness(backend);
    [author, fan, other] = await h.members('chu_bai', 'nguoi_thich', 'nguoi_thu_ba');
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(() => h.nextWindow());

  const react = (id: number, reaction: string | null, who: Member | null = fan) => send<Reacted>(h, `${F}/react`, { id, reaction }, who?.token);
  const countOf = async (id: number) => (await h.t.db.selectFrom('posts').select('reactionCount').where('id', '=', id).executeTakeFirstOrThrow()).reactionCount;
  const notices = (userId: number, postId: number) => h.t.db.selectFrom('inboxMessages').selectAll().where('userId', '=', userId).where('link', '=', postPath(postId)).execute();

  it('keeps one reaction per member, takes it back with null, and keeps the count in step', async () => {
    const post = await h.post(author, { body: 'Thả tim đi' });
    expect((await react(post.id, 'like', null)).status).toBe(401);
    expect((await react(post.id, 'like')).body.data).toEqual({ id: post.id, reactions: { like: 1 }, myReaction: 'like' });
    expect((await react(post.id, 'love')).body.data).toEqual({ id: post.id, reactions: { love: 1 }, myReaction: 'love' });
    expect((await react(post.id, 'love', other)).body.data.reactions).toEqual({ love: 2 });
    expect(await countOf(post.id)).toBe(2);
    expect((await react(post.id, null)).body.data).toEqual({ id: post.id, reactions: { love: 1 }, myReaction: null });
    expect((await react(post.id, null)).body.data.reactions).toEqual({ love: 1 });
    expect(await countOf(post.id)).toBe(1);
    expect((await get<Post>(h, `${F}/post?id=${post.id}`, other.token)).body.data).toMatchObject({ reactions: { love: 1 }, myReaction: 'love' });
    expect((await react(post.id, 'angry')).status).toBe(422);
    expect((await react(999_999, 'like')).status).toBe(404);
  });

  it('tells the author of reactions with one unread notice per post at most, never of their own', async () => {
    const post = await h.post(author, { body: 'Có ai thích không' });
    await react(post.id, 'like', author);
    expect(await notices(author.id, post.id)).toHaveLength(0);
    await react(post.id, 'like');
    await react(post.id, 'wow', other);
    const first = await notices(author.id, post.id);
    expect(first).toHaveLength(1);
    expect(first[0]?.content).toContain('Người nguoi_thich');
    await h.t.db.updateTable('inboxMessages').set({ read: 1 }).where('id', '=', first[0]?.id ?? 0).execute();
    await react(post.id, null, other);
    await react(post.id, 'haha', other);
    expect(await notices(author.id, post.id)).toHaveLength(2);
  });

  it('answers 429 past the reaction allowance', async () => {
    const post = await h.post(author, { body: 'Bấm liên tục' });
    const quick = await h.member('bam_nhanh');
    for (let i = 0; i < POST_LIMITS.rate.react.member; i += 1) expect((await react(post.id, i % 2 ? 'like' : 'wow', quick)).status).toBe(200);
    const refused = await react(post.id, 'like', quick);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps one vote per member per poll, moves it on a second vote, and refuses an option of another poll', async () => {
    const post = await h.post(author, { body: 'Bình chọn', poll: { options: ['Một', 'Hai'] } });
    const plain = await h.post(author, { body: 'Không có bình chọn' });
    const [one, two] = post.poll?.options ?? [];
    if (!one || !two) throw new Error('the poll has no options');
    const vote = (optionId: number, who: Member = fan, id = post.id) => send<Poll>(h, `${F}/vote`, { id, optionId }, who.token);
    expect((await vote(one.id)).body.data).toMatchObject({ totalVotes: 1, myVote: one.id });
    expect((await vote(two.id)).body.data).toMatchObject({ totalVotes: 1, myVote: two.id, options: [{ votes: 0 }, { votes: 1 }] });
    expect((await vote(two.id, other)).body.data.totalVotes).toBe(2);
    expect((await vote(one.id, fan, plain.id)).status).toBe(404);
    const another = await h.post(author, { body: 'Bình chọn khác', poll: { options: ['A', 'B'] } });
    expect((await vote(another.poll?.options[0]?.id ?? 0)).status).toBe(404);
    expect((await send(h, `${F}/vote`, { id: post.id, optionId: one.id })).status).toBe(401);
  });

  it('takes one report per member (409 again), not of one’s own (422), and files each in the review queue', async () => {
    const post = await h.post(author, { body: 'Bị báo cáo' });
    const report = (who: Member, reason = 'spam') => send<{ id: number; reported: boolean }>(h, `${F}/report`, { id: post.id, reason }, who.token);
    expect((await report(author)).status).toBe(422);
    expect((await report(fan)).body.data).toEqual({ id: post.id, reported: true });
    expect((await report(fan)).status).toBe(409);
    expect((await report(other, 'abuse')).status).toBe(200);
    expect((await report(other, 'nonsense')).status).toBe(422);
    const items = await h.t.db.selectFrom('reviewItems').selectAll().where('kind', '=', 'post').where('itemId', '=', post.id).execute();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ source: 'report', reportCount: 2, subjectId: author.id, excerpt: 'Bị báo cáo' });
    expect(items[0]?.reasons.split(',').sort()).toEqual(['abuse', 'spam']);
    expect((await get<Post>(h, `${F}/post?id=${post.id}`, fan.token)).body.data.reported).toBe(true);
  });

  it('answers 429 past the report allowance, and lets staff post more than a member may', async () => {
    const staff = await h.member('nhan_vien', SITE_ROLE.staff);
    const reporter = await h.member('bao_cao_nhieu');
    const posts: number[] = [];
    for (let i = 0; i <= POST_LIMITS.rate.report.member; i += 1) {
      if (i % POST_LIMITS.rate.post.staff === 0) h.nextWindow();
      posts.push((await h.post(staff, { body: `Bài ${i} để báo cáo` })).id);
    }
    h.nextWindow();
    for (const id of posts.slice(0, POST_LIMITS.rate.report.member)) expect((await send(h, `${F}/report`, { id, reason: 'spam' }, reporter.token)).status).toBe(200);
    expect((await send(h, `${F}/report`, { id: posts.at(-1), reason: 'spam' }, reporter.token)).status).toBe(429);
  });
});
