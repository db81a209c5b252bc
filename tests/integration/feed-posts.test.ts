import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Post } from '@/lib/contract/feed';
import { POST_LIMITS, postPath } from '@/lib/domain/feed';
import { FX } from '../fixtures/dataset';
import { guestToken } from './auth-tokens';
import { F, get, openFeedHarness, send, type FeedHarness, type Member } from './feed-social-fixtures';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const SPAM = 'Soi kèo miễn phí mỗi ngày, lh zalo 0912345678 nhận quà';

describe.each(backends)('writing feed posts on $name', (backend) => {
  let h: FeedHarness;
  let an: Member;
  let binh: Member;
  beforeAll(async () => {
    h = await openFeedHarness(backend);
    an = await h.member('an_fan');
    binh = await h.member('Binh.Fan');
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(() => h.nextWindow());

  const create = (body: Record<string, unknown>, who: Member | null = an) => send<Post>(h, `${F}/create`, body, who?.token);
  const stored = async () => Number((await h.t.db.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const detail = (id: number, who?: Member) => get<Post>(h, `${F}/post?id=${id}`, who?.token);

  it('refuses a guest with or without a guest token (401) and stores nothing', async () => {
    const before = await stored();
    expect((await create({ body: 'Khách viết' }, null)).status).toBe(401);
    expect((await send(h, `${F}/create`, { body: 'Khách viết' }, (await guestToken()).token)).status).toBe(401);
    expect(await stored()).toBe(before);
  });

  it('publishes trimmed text with its hashtags, the members it names and the page’s language', async () => {
    const post = await h.post(an, { body: '  Trận hay quá #VLeague #vleague @binh.fan @khong_ai_ca  ' }, { 'x-language': 'en' });
    expect(post).toMatchObject({ body: 'Trận hay quá #VLeague #vleague @binh.fan @khong_ai_ca', hashtags: ['vleague'], state: 'visible', audience: 'public', mine: true, isShare: false, editedAt: null, lang: 'en' });
    expect(post.mentions).toEqual([{ username: 'Binh.Fan', userId: binh.id }]);
    expect(post.editableUntil).toBe(post.createdAt + POST_LIMITS.editWindowMs);
    const row = await h.t.db.selectFrom('posts').select(['lang', 'authorId']).where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ lang: 'en', authorId: an.id });
    expect((await detail(post.id, binh)).body.data).toMatchObject({ id: post.id, mine: false, editableUntil: null });
  });

  it('refuses an empty post, too long text, a bad poll and unknown fields with 422, storing nothing', async () => {
    const before = await stored();
    const bad = [
      { body: '   ' },
      { body: 'x'.repeat(POST_LIMITS.bodyMax + 1) },
      { body: '🏆'.repeat(POST_LIMITS.bodyMax + 1) },
      { body: '', poll: { options: ['Có', '  '] } },
      { body: '', poll: { options: ['Có', ' có '] } },
      { body: '', poll: { options: ['Chỉ một'] } },
      { body: 'ok', extra: 1 },
      { body: 'ok', images: ['/media/uploads/posts/../../etc/passwd'] },
      { body: 'ok', images: [`/media/uploads/posts/${'a'.repeat(32)}.webp`] },
      { body: 'ok', fixtureId: FX.liveFootball, roomId: 3 },
    ];
    for (const body of bad) expect((await create(body)).status, JSON.stringify(body).slice(0, 80)).toBe(422);
    expect(await stored()).toBe(before);
    // Characters are counted, not UTF-16 units.
    expect((await create({ body: '🏆'.repeat(POST_LIMITS.bodyMax) })).status).toBe(200);
  });

  it('answers 404 for an unknown match or room, and fills a room’s match in', async () => {
    expect((await create({ body: 'x', fixtureId: 999_999 })).status).toBe(404);
    expect((await create({ body: 'x', roomId: 999_999 })).status).toBe(404);
    const post = await h.post(an, { body: '', roomId: 2 });
    expect(post.match).toMatchObject({ fixtureId: FX.liveFootball, score: '[1-0]', home: { name: 'Hà Nội FC' } });
    expect(post.match?.roomHref).toMatch(/-2$/);
    expect(post.match?.href).toMatch(/^\/tran-dau\//);
  });

  it('keeps a poll’s trimmed options and counts votes per option', async () => {
    const post = await h.post(an, { body: 'Ai thắng?', poll: { question: '  Dự đoán  ', options: [' Hà Nội ', 'Hải Phòng', 'Hòa'] } });
    expect(post.poll).toMatchObject({ question: 'Dự đoán', totalVotes: 0, myVote: null });
    expect(post.poll?.options.map((o) => o.text)).toEqual(['Hà Nội', 'Hải Phòng', 'Hòa']);
  });

  it('refuses a suspended member with 403', async () => {
    const cuong = await h.member('cuong_bi_khoa');
    await h.t.db.insertInto('memberSuspensions').values({ userId: cuong.id, until: h.clock.now + 86_400_000, reviewItemId: null, createdBy: null, createdAt: h.clock.now }).execute();
    expect((await create({ body: 'Tôi vẫn viết được?' }, cuong)).status).toBe(403);
    h.clock.advance(86_400_001);
    expect((await create({ body: 'Hết hạn khóa rồi' }, cuong)).status).toBe(200);
  });

  it('answers 429 with retry-after past the posting allowance, and stores no more', async () => {
    const dung = await h.member('dung_viet_nhieu');
    for (let i = 0; i < POST_LIMITS.rate.post.member; i += 1) await h.post(dung, { body: `Bài số ${i}` });
    const before = await stored();
    const refused = await create({ body: 'Thêm một bài' }, dung);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, data: null });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored()).toBe(before);
  });

  it('holds spam for review: only its author sees it, marked, and the queue has it', async () => {
    const post = await h.post(an, { body: SPAM });
    expect(post.state).toBe('held');
    const item = await h.t.db.selectFrom('reviewItems').selectAll().where('kind', '=', 'post').where('itemId', '=', post.id).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ source: 'filter', subjectId: an.id, state: 'open' });
    expect(item.reasons).toContain('phone-number');
    expect((await detail(post.id, an)).body.data.state).toBe('held');
    expect((await detail(post.id, binh)).status).toBe(404);
    expect((await detail(post.id)).status).toBe(404);
  });

  it('shares a post the sharer may see, shares the original of a share, and counts shares', async () => {
    const original = await h.post(binh, { body: 'Bài gốc' });
    const share = await h.post(an, { body: 'Xem này', sharedPostId: original.id });
    expect(share).toMatchObject({ isShare: true, body: 'Xem này', shared: { id: original.id, body: 'Bài gốc' } });
    const again = await h.post(binh, { body: '', sharedPostId: share.id });
    expect(again.shared?.id).toBe(original.id);
    expect((await detail(original.id)).body.data.shareCount).toBe(2);
    expect((await create({ body: 'x', sharedPostId: original.id, poll: { options: ['a', 'b'] } })).status).toBe(422);
    const hidden = await h.post(binh, { body: 'Chỉ mình tôi', audience: 'onlyMe' });
    expect((await create({ body: '', sharedPostId: hidden.id })).status).toBe(404);
    expect((await create({ body: '', sharedPostId: 999_999 })).status).toBe(404);
    expect((await send(h, `${F}/delete`, { id: again.id }, binh.token)).status).toBe(200);
    expect((await detail(original.id)).body.data.shareCount).toBe(1);
  });

  it('lets the author edit within the window (marked edited, tags taken again), 403 for others, 409 after', async () => {
    const post = await h.post(an, { body: 'Trước #cu' });
    h.clock.advance(60_000);
    const edited = await send<Post>(h, `${F}/edit`, { id: post.id, body: 'Sau #moi @binh.fan', audience: 'friends' }, an.token);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ body: 'Sau #moi @binh.fan', hashtags: ['moi'], audience: 'friends', editedAt: h.clock.now });
    expect(edited.body.data.mentions.map((m) => m.userId)).toEqual([binh.id]);
    const tags = await h.t.db.selectFrom('postHashtags').select('tag').where('postId', '=', post.id).execute();
    expect(tags.map((t) => t.tag)).toEqual(['moi']);
    await h.befriend(an, binh);
    expect((await send(h, `${F}/edit`, { id: post.id, body: 'Của tôi', audience: 'public' }, binh.token)).status).toBe(403);
    const stranger = await h.member('nguoi_la_edit');
    expect((await send(h, `${F}/edit`, { id: post.id, body: 'Của tôi', audience: 'public' }, stranger.token)).status).toBe(404);
    expect((await send(h, `${F}/edit`, { id: post.id, body: 'x'.repeat(POST_LIMITS.bodyMax + 1), audience: 'public' }, an.token)).status).toBe(422);
    h.clock.advance(POST_LIMITS.editWindowMs);
    expect((await send(h, `${F}/edit`, { id: post.id, body: 'Muộn rồi', audience: 'public' }, an.token)).status).toBe(409);
  });

  it('runs the spam filter again on an edit', async () => {
    const post = await h.post(an, { body: 'Bình thường thôi' });
    const edited = await send<Post>(h, `${F}/edit`, { id: post.id, body: SPAM, audience: 'public' }, an.token);
    expect(edited.body.data.state).toBe('held');
    expect(await h.t.db.selectFrom('reviewItems').select('id').where('kind', '=', 'post').where('itemId', '=', post.id).executeTakeFirst()).toBeDefined();
  });

  it('deletes only the author’s post (403 for others), and deleting again changes nothing', async () => {
    const post = await h.post(an, { body: 'Sẽ xóa' });
    expect((await send(h, `${F}/delete`, { id: post.id }, binh.token)).status).toBe(403);
    for (let i = 0; i < 2; i += 1) expect((await send(h, `${F}/delete`, { id: post.id }, an.token)).body.data).toEqual({ id: post.id, state: 'deleted' });
    expect((await detail(post.id, an)).status).toBe(404);
    expect((await send(h, `${F}/delete`, { id: 999_999 }, an.token)).status).toBe(404);
    expect((await send(h, `${F}/delete`, { id: post.id })).status).toBe(401);
  });

  it('tells a mentioned member in the language they write in, but not the author, nor across a block', async () => {
    const en = await h.member('reads_english');
    await h.post(en, { body: 'hello' }, { 'x-language': 'en' });
    const blocker = await h.member('chan_an');
    await h.block(blocker, an);
    const post = await h.post(an, { body: 'Gọi @reads_english @an_fan @chan_an' });
    const inbox = await h.t.db.selectFrom('inboxMessages').selectAll().where('link', '=', postPath(post.id)).execute();
    expect(inbox.map((m) => m.userId)).toEqual([en.id]);
    expect(inbox[0]?.title).toBe('You were mentioned');
    expect(inbox[0]?.content).toContain('Người an_fan mentioned you');
  });
});
