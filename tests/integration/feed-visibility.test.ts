import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@/lib/contract/feed';
import { addUser } from './chat-fixtures';
import { F, get, openFeedHarness, send, type FeedHarness, type FeedPage, type Member } from './feed-social-fixtures';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
type Profile = { counts: { posts: number; friends: number; groups: number }; relation: string; friends: { userId: number }[]; groups: { name: string }[] };

describe.each(backends)('who sees which post on $name', (backend) => {
  let h: FeedHarness;
  let author: Member;
  let friend: Member;
  let stranger: Member;
  let blocked: Member;
  let blocker: Member;
  let pending: Member;
  const ids = { pub: 0, friends: 0, onlyMe: 0, held: 0 };
  beforeAll(async () => {
    h = await openFeedHarness(backend);
    [author, friend, stranger, blocked, blocker, pending] = await h.members('tac_gia', 'ban_than', 'nguoi_la', 'bi_chan', 'nguoi_chan', 'cho_ket_ban');
    await h.befriend(author, friend);
    await h.befriend(author, blocked);
    await h.t.db.insertInto('friendships').values({ userLow: Math.min(author.id, pending.id), userHigh: Math.max(author.id, pending.id), status: 'pending', requestedBy: pending.id, createdAt: h.clock.now, updatedAt: h.clock.now }).execute();
    await h.block(author, blocked);
    await h.block(blocker, author);
    ids.pub = (await h.post(author, { body: 'Công khai', audience: 'public' })).id;
    ids.friends = (await h.post(author, { body: 'Bạn bè', audience: 'friends' })).id;
    ids.onlyMe = (await h.post(author, { body: 'Chỉ mình tôi', audience: 'onlyMe' })).id;
    ids.held = (await h.post(author, { body: 'Soi kèo miễn phí mỗi ngày, lh zalo 0912345678 nhận quà' })).id;
  });
  afterAll(async () => {
    await h.close();
  });

  const readers = () => ({ author, friend, stranger, blocked, blocker, pending, guest: null });
  const seen = async (url: string, who: Member | null) => {
    const res = await get<FeedPage>(h, url, who?.token);
    expect(res.status, `${url} as ${who?.id ?? 'guest'}`).toBe(200);
    return res.body.data.list.map((p) => p.id).filter((id) => Object.values(ids).includes(id)).sort((a, b) => a - b);
  };
  const expected: Record<keyof ReturnType<typeof readers>, (keyof typeof ids)[]> = {
    author: ['pub', 'friends', 'onlyMe', 'held'],
    friend: ['pub', 'friends'],
    stranger: ['pub'],
    pending: ['pub'],
    blocked: [],
    blocker: [],
    guest: ['pub'],
  };
  const idsOf = (keys: (keyof typeof ids)[]) => keys.map((k) => ids[k]).sort((a, b) => a - b);

  it('answers each post’s detail only to those who may read it (404 for everyone else)', async () => {
    for (const [name, who] of Object.entries(readers())) {
      for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
        const res = await get<Post>(h, `${F}/post?id=${ids[key]}`, who?.token);
        const may = expected[name as keyof typeof expected].includes(key);
        expect(res.status, `${name} reads ${key}`).toBe(may ? 200 : 404);
        if (may && key === 'held') expect(res.body.data.state).toBe('held');
      }
    }
  });

  it('lists the same posts in the home feed, in both orders, and in the author’s posts', async () => {
    for (const [name, who] of Object.entries(readers())) {
      const want = idsOf(expected[name as keyof typeof expected]);
      expect(await seen(`${F}/list?sort=newest`, who), `${name} home newest`).toEqual(want);
      expect(await seen(`${F}/list`, who), `${name} home ranked`).toEqual(want);
      if (name !== 'blocked' && name !== 'blocker') expect(await seen(`${F}/list?scope=member&id=${author.id}&sort=newest`, who), `${name} member`).toEqual(want);
    }
  });

  it('hides the author’s profile and posts across a block either way (404), and counts only what a reader may see', async () => {
    for (const who of [blocked, blocker]) {
      expect((await get(h, `${F}/profile?userId=${author.id}`, who.token)).status).toBe(404);
      expect((await get(h, `${F}/list?scope=member&id=${author.id}`, who.token)).status).toBe(404);
    }
    const count = async (who: Member | null) => (await get<Profile>(h, `${F}/profile?userId=${author.id}`, who?.token)).body.data;
    expect((await count(author)).counts.posts).toBe(4);
    expect((await count(author)).relation).toBe('self');
    expect((await count(friend)).counts.posts).toBe(2);
    expect((await count(friend)).relation).toBe('friends');
    expect((await count(stranger)).counts.posts).toBe(1);
    expect((await count(null)).counts.posts).toBe(1);
    expect((await count(null)).relation).toBe('none');
    // The blocked member is still counted as a friend, but the box shows them to nobody they block or who blocks them.
    expect((await count(stranger)).friends.map((f) => f.userId).sort()).toEqual([friend.id, blocked.id].sort());
    expect((await get(h, `${F}/profile?userId=999999`)).status).toBe(404);
  });

  it('refuses comments, their list, saves and shares on a post the reader may not see (404)', async () => {
    expect((await send(h, '/other/api/comments/post', { kind: 'post', itemId: ids.friends, body: 'Tôi thấy không?' }, stranger.token)).status).toBe(404);
    expect((await get(h, `/other/api/comments/list?kind=post&itemId=${ids.friends}`, stranger.token)).status).toBe(404);
    expect((await get(h, `/other/api/comments/list?kind=post&itemId=${ids.friends}`)).status).toBe(404);
    expect((await send(h, '/other/api/saved/save', { kind: 'post', id: ids.friends }, stranger.token)).status).toBe(404);
    expect((await send(h, `${F}/create`, { body: '', sharedPostId: ids.friends }, stranger.token)).status).toBe(404);
    expect((await send(h, `${F}/react`, { id: ids.friends, reaction: 'like' }, stranger.token)).status).toBe(404);
    expect((await send(h, `${F}/react`, { id: ids.pub, reaction: 'like' }, blocked.token)).status).toBe(404);
    expect((await send(h, '/other/api/comments/post', { kind: 'post', itemId: ids.friends, body: 'Bạn bè thấy' }, friend.token)).status).toBe(200);
    expect((await send(h, '/other/api/saved/save', { kind: 'post', id: ids.friends }, friend.token)).status).toBe(200);
  });

  it('shows a friend’s share of a friends-only post to a stranger without its original', async () => {
    const share = await h.post(friend, { body: 'Chia sẻ lại', sharedPostId: ids.friends });
    const res = await get<Post>(h, `${F}/post?id=${share.id}`, stranger.token);
    expect(res.body.data).toMatchObject({ isShare: true, shared: null, body: 'Chia sẻ lại' });
    expect((await get<Post>(h, `${F}/post?id=${share.id}`, friend.token)).body.data.shared?.id).toBe(ids.friends);
  });

  it('drops a saved post from the saver’s lists once they may no longer see it', async () => {
    const other = await h.post(author, { body: 'Sẽ thành riêng tư', audience: 'friends' });
    expect((await send(h, '/other/api/saved/save', { kind: 'post', id: other.id }, friend.token)).status).toBe(200);
    const savedIds = async () => (await get<FeedPage>(h, `${F}/list?scope=saved`, friend.token)).body.data.list.map((p) => p.id);
    const cards = async () => (await get<{ list: { id: number; kind: string; title: string; href: string }[] }>(h, '/other/api/saved/list', friend.token)).body.data.list.filter((c) => c.kind === 'post');
    expect(await savedIds()).toContain(other.id);
    expect((await cards()).find((c) => c.id === other.id)).toMatchObject({ title: 'Sẽ thành riêng tư', href: `/bang-ton/bai-viet/${other.id}` });
    expect((await send(h, `${F}/edit`, { id: other.id, body: 'Sẽ thành riêng tư', audience: 'onlyMe' }, author.token)).status).toBe(200);
    expect(await savedIds()).not.toContain(other.id);
    expect((await cards()).map((c) => c.id)).not.toContain(other.id);
  });

  it('keeps a private group’s posts to its members everywhere, and a public group’s out of outsiders’ home feeds', async () => {
    const group = async (privacy: 'public' | 'private') => {
      const text = { nameVi: `Nhóm ${privacy}`, nameEn: `Group ${privacy}`, nameZh: `群組 ${privacy}`, descriptionVi: '', descriptionEn: '', descriptionZh: '', rulesVi: '[]', rulesEn: '[]', rulesZh: '[]' };
      const row = await h.t.db.insertInto('communityGroups').values({ ...text, lang: null, privacy, cover: null, teamId: null, creatorId: author.id, createdAt: h.clock.now, updatedAt: h.clock.now }).returning('id').executeTakeFirstOrThrow();
      await h.t.db.insertInto('groupMembers').values({ groupId: row.id, userId: author.id, role: 'owner', joinedAt: h.clock.now }).execute();
      return row.id;
    };
    const [closed, open] = [await group('private'), await group('public')];
    await h.t.db.insertInto('groupMembers').values({ groupId: closed, userId: friend.id, role: 'member', joinedAt: h.clock.now }).execute();
    h.nextWindow();
    const inClosed = await h.post(author, { body: 'Trong nhóm kín', groupId: closed });
    const inOpen = await h.post(author, { body: 'Trong nhóm mở', groupId: open });
    expect((await send(h, `${F}/create`, { body: 'Tôi không ở trong nhóm', groupId: closed }, stranger.token)).status).toBe(403);
    expect((await send(h, `${F}/create`, { body: 'Nhóm không có', groupId: 999_999 }, stranger.token)).status).toBe(404);
    expect((await get(h, `${F}/post?id=${inClosed.id}`, stranger.token)).status).toBe(404);
    expect((await get(h, `${F}/post?id=${inClosed.id}`, friend.token)).status).toBe(200);
    expect((await get(h, `${F}/post?id=${inOpen.id}`)).status).toBe(200);
    const home = async (who: Member) => (await get<FeedPage>(h, `${F}/list?sort=newest`, who.token)).body.data.list.map((p) => p.id);
    expect(await home(stranger)).not.toContain(inClosed.id);
    expect(await home(stranger)).not.toContain(inOpen.id);
    expect(await home(friend)).toContain(inClosed.id);
    const groupList = async (id: number, who: Member) => (await get<FeedPage>(h, `${F}/list?scope=group&id=${id}&sort=newest`, who.token)).body.data.list.map((p) => p.id);
    expect(await groupList(closed, stranger)).toEqual([]);
    expect(await groupList(closed, friend)).toEqual([inClosed.id]);
    expect(await groupList(open, stranger)).toEqual([inOpen.id]);
    const postsCounted = async (who: Member) => (await get<Profile>(h, `${F}/profile?userId=${author.id}`, who.token)).body.data.counts.posts;
    expect((await postsCounted(friend)) - (await postsCounted(stranger))).toBe(2);
    // The profile names the public group to everyone, the private one only to its members, in their language.
    const groupsOn = async (who: Member | null, language = 'vi') => {
      const data = (await get<Profile>(h, `${F}/profile?userId=${author.id}`, who?.token, { 'x-language': language })).body.data;
      return { names: data.groups.map((g) => g.name).sort(), count: data.counts.groups };
    };
    expect(await groupsOn(friend)).toEqual({ names: ['Nhóm private', 'Nhóm public'], count: 2 });
    expect(await groupsOn(stranger)).toEqual({ names: ['Nhóm public'], count: 1 });
    expect(await groupsOn(null, 'en')).toEqual({ names: ['Group public'], count: 1 });
  });

  it('answers 404 for an unknown member’s posts and 422 when the member is left out', async () => {
    expect((await get(h, `${F}/list?scope=member&id=999999`)).status).toBe(404);
    expect((await get(h, `${F}/list?scope=member`)).status).toBe(422);
    const lone = await addUser(h.t.db, 'chua_dang_gi');
    expect((await get<FeedPage>(h, `${F}/list?scope=member&id=${lone}`)).body.data).toEqual({ list: [], nextCursor: null });
  });
});
