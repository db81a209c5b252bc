import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@/lib/contract/feed';
import { FEED_RANKING, FEED_TRENDS } from '@/lib/domain/feed';
import { createApiApp } from '@/server/api';
import { createMemoryLoginLimiter } from '@/server/auth/login-limiter';
import { call, TEST_MESSAGES_DIR } from '../fixtures/api-harness';
import { FX } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { F, get, openFeedHarness, send, type FeedHarness, type FeedPage, type Member } from './feed-social-fixtures';

const backends = await testBackends();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(backends)('feed lists on $name', (backend) => {
  let h: FeedHarness;
  let reader: Member;
  let friend: Member;
  let stranger: Member;
  beforeAll(async () => {
    h = await openFeedHarness(backend);
    [reader, friend, stranger] = await h.members('doc_gia', 'ban_doc_gia', 'nguoi_khac');
    await h.befriend(reader, friend);
    await h.t.db.insertInto('favouriteTeams').values({ userId: reader.id, teamId: 101, createdAt: h.clock.now }).execute();
  });
  afterAll(async () => {
    await h.close();
  });

  /** A post written straight to the table, aged as the test needs. */
  async function addPost(authorId: number, body: string, over: { ageMs?: number; audience?: 'public' | 'friends'; fixtureId?: number; lang?: string; tags?: string[]; groupId?: number; placeId?: number } = {}): Promise<number> {
    const createdAt = h.clock.now - (over.ageMs ?? 0);
    const row = await h.t.db
      .insertInto('posts')
      .values({ authorId, groupId: over.groupId ?? null, placeId: over.placeId ?? null, body, lang: over.lang ?? 'vi', audience: over.audience ?? 'public', fixtureId: over.fixtureId ?? null, roomId: null, sharedPostId: null, pollQuestion: null, createdAt, editedAt: null, updatedAt: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (over.tags?.length) await h.t.db.insertInto('postHashtags').values(over.tags.map((tag) => ({ postId: row.id, tag, createdAt }))).execute();
    return row.id;
  }
  /** A group named in vi, en and zh. */
  async function addGroup([vi, en, zh]: [string, string, string], privacy: 'public' | 'private' = 'public'): Promise<number> {
    const texts = { descriptionVi: '', descriptionEn: '', descriptionZh: '', rulesVi: '[]', rulesEn: '[]', rulesZh: '[]' };
    const row = await h.t.db
      .insertInto('communityGroups')
      .values({ nameVi: vi, nameEn: en, nameZh: zh, ...texts, lang: null, privacy, cover: null, teamId: null, creatorId: null, createdAt: h.clock.now, updatedAt: h.clock.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  /** A sports café named in vi, en and zh. */
  async function addPlace([vi, en, zh]: [string, string, string]): Promise<number> {
    const texts = { addressVi: 'Hà Nội', addressEn: 'Hanoi', addressZh: '河內', descriptionVi: '', descriptionEn: '', descriptionZh: '' };
    const row = await h.t.db
      .insertInto('places')
      .values({ kind: 'cafe', venueId: null, nameVi: vi, nameEn: en, nameZh: zh, ...texts, city: 'Hà Nội', cover: null, createdAt: h.clock.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const page = async (query: string, who: Member | null = reader) => {
    const res = await get<FeedPage>(h, `${F}/list?${query}`, who?.token);
    expect(res.status, `${query}: ${res.body.msg}`).toBe(200);
    return res.body.data;
  };
  /** Every page of a list, following the cursors. */
  const everything = async (query: string, who: Member | null = reader) => {
    const ids: number[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 50; i += 1) {
      const p: FeedPage = await page(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, who);
      ids.push(...p.list.map((x) => x.id));
      cursor = p.nextCursor;
      if (!cursor) break;
    }
    return ids;
  };

  it('pages the newest order by cursor, newest first, each post once', async () => {
    const made: number[] = [];
    for (let i = 0; i < 23; i += 1) made.push(await addPost(stranger.id, `Tin ${i}`, { ageMs: (30 - i) * 60_000 }));
    const all = await everything('sort=newest&pageSize=10');
    expect(new Set(all).size).toBe(all.length);
    const mine = all.filter((id) => made.includes(id));
    expect(mine).toEqual([...made].reverse());
    expect((await page('sort=newest&pageSize=50')).nextCursor).toBeNull();
  });

  it('ranks a friend’s and a followed team’s posts above a newer stranger’s, then the older posts by time', async () => {
    const strangerNew = await addPost(stranger.id, 'Người lạ mới', { ageMs: 10 * 60_000 });
    const friendOlder = await addPost(friend.id, 'Bạn cũ hơn', { ageMs: 3 * HOUR });
    const teamOlder = await addPost(stranger.id, 'Trận của đội tôi theo', { ageMs: 2 * HOUR, fixtureId: FX.liveFootball });
    const ancient = await addPost(friend.id, 'Rất cũ', { ageMs: (FEED_RANKING.windowDays + 1) * DAY });
    const ranked = await everything('pageSize=3');
    expect(new Set(ranked).size).toBe(ranked.length);
    expect(ranked.indexOf(friendOlder)).toBeLessThan(ranked.indexOf(strangerNew));
    expect(ranked.indexOf(teamOlder)).toBeLessThan(ranked.indexOf(strangerNew));
    // Outside the ranking window a post comes after every ranked one, in time order.
    expect(ranked.at(-1)).toBe(ancient);
    expect(new Set(ranked)).toEqual(new Set(await everything('sort=newest&pageSize=7')));
  });

  it('keeps the ranked pages still when someone posts between them', async () => {
    const first = await page('pageSize=4');
    await addPost(friend.id, 'Vừa đăng xong');
    const second = await page(`pageSize=4&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    const firstIds = first.list.map((p) => p.id);
    expect(second.list.length).toBe(4);
    expect(second.list.filter((p) => firstIds.includes(p.id))).toEqual([]);
  });

  it('answers 422 to a forged or foreign cursor, never 500', async () => {
    const forged = [
      'not-a-cursor',
      b64({ k: 'r', t: -1, m: 1, o: 0 }),
      b64({ k: 'n', c: 1, i: 99_999_999_999 }),
      b64({ k: 'x' }),
      b64({ k: 'n', c: '1', i: 1 }),
      b64([1, 2]),
      Buffer.from('{"k":"n"').toString('base64url'),
    ];
    for (const cursor of forged) expect((await get(h, `${F}/list?cursor=${encodeURIComponent(cursor)}`, reader.token)).status, cursor).toBe(422);
    expect((await get(h, `${F}/list?sort=newest&cursor=${b64({ k: 'r', t: h.clock.now, m: 1, o: 0 })}`, reader.token)).status).toBe(422);
    expect((await get(h, `${F}/list?cursor=${b64({ k: 's', c: 1, i: 1 })}`, reader.token)).status).toBe(422);
    expect((await get(h, `${F}/list?scope=saved&cursor=${b64({ k: 'n', c: 1, i: 1 })}`, reader.token)).status).toBe(422);
    // A well-formed cursor of this server pages on, wherever it points.
    expect((await get(h, `${F}/list?sort=newest&cursor=${b64({ k: 'n', c: 1, i: 1 })}`, reader.token)).status).toBe(200);
    expect((await get(h, `${F}/list?pageSize=51`)).status).toBe(422);
  });

  it('lists a hashtag’s posts, whatever case or # it is asked with; a tag that cannot be one is 422', async () => {
    const tagged = await addPost(stranger.id, '#VLeague vui', { tags: ['vleague'] });
    for (const tag of ['vleague', 'VLEAGUE', '%23VLeague']) expect((await page(`scope=hashtag&tag=${tag}&sort=newest`, null)).list.map((p) => p.id)).toContain(tagged);
    expect((await get(h, `${F}/list?scope=hashtag&tag=v-league`)).status).toBe(422);
    expect((await get(h, `${F}/list?scope=hashtag`)).status).toBe(422);
  });

  it('lists a member’s saved posts, last saved first, by cursor; a guest gets 401', async () => {
    expect((await get(h, `${F}/list?scope=saved`)).status).toBe(401);
    const saver = await h.member('nguoi_luu');
    const ids = [await addPost(stranger.id, 'Lưu 1'), await addPost(stranger.id, 'Lưu 2'), await addPost(stranger.id, 'Lưu 3')];
    for (const [i, id] of [ids[1], ids[0], ids[2]].entries()) {
      h.clock.advance(1000 * (i + 1));
      expect((await send(h, '/other/api/saved/save', { kind: 'post', id }, saver.token)).status).toBe(200);
    }
    expect(await everything('scope=saved&pageSize=2', saver)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await page('scope=saved', saver)).list.every((p) => p.saved)).toBe(true);
  });

  it('counts the hashtags of the last days’ public posts for the trends', async () => {
    h.nextWindow();
    const [t1, t2] = ['xuhuong_mot', 'xuhuong_hai'];
    await addPost(stranger.id, 'a', { tags: [t1, t2] });
    await addPost(friend.id, 'b', { tags: [t1] });
    await addPost(friend.id, 'c', { tags: [t1, t2], audience: 'friends' });
    await addPost(friend.id, 'd', { tags: [t1, t2], ageMs: (FEED_TRENDS.windowDays + 1) * DAY });
    const trends = (await get<{ tag: string; count: number }[]>(h, `${F}/trends?fresh=1`)).body;
    // Trends take no query; the unknown field is refused like everywhere else.
    expect(trends.code).toBe(422);
    const res = await get<{ tag: string; count: number }[]>(h, `${F}/trends`);
    const counts = Object.fromEntries(res.body.data.map((t) => [t.tag, t.count]));
    expect(counts[t1]).toBe(2);
    expect(counts[t2]).toBe(1);
    expect(res.body.data.length).toBeLessThanOrEqual(FEED_TRENDS.max);
  });

  it('names the group and the place of a post, and of a shared one, in the reader’s language', async () => {
    const group = await addGroup(['Hội CĐV Thủ Đô', 'Capital Supporters', '首都球迷會']);
    const closed = await addGroup(['Phòng Chiến Thuật', 'Tactics Room', '戰術室'], 'private');
    // The home feed carries the posts of the reader's groups.
    await h.t.db.insertInto('groupMembers').values([group, closed].map((groupId) => ({ groupId, userId: reader.id, role: 'member' as const, joinedAt: h.clock.now }))).execute();
    const place = await addPlace(['Quán Góc Sân', 'Corner Pitch Café', '球場角落咖啡']);
    const inGroup = await addPost(stranger.id, 'Xem chung tối nay', { groupId: group, placeId: place });
    const share = await addPost(friend.id, 'Đi không?');
    await h.t.db.updateTable('posts').set({ sharedPostId: inGroup }).where('id', '=', share).execute();
    const inClosed = await addPost(stranger.id, 'Chiến thuật mới', { groupId: closed });
    const plain = await addPost(stranger.id, 'Ngoài nhóm');
    const read = async (language: string) => {
      const res = await get<FeedPage>(h, `${F}/list?sort=newest&pageSize=10`, reader.token, { 'x-language': language });
      expect(res.status, res.body.msg).toBe(200);
      return new Map(res.body.data.list.map((p) => [p.id, p]));
    };
    const vi = await read('vi');
    expect(vi.get(inGroup)).toMatchObject({ group: { id: group, name: 'Hội CĐV Thủ Đô', privacy: 'public' }, place: { id: place, name: 'Quán Góc Sân', kind: 'cafe' } });
    expect(vi.get(share)).toMatchObject({ group: null, place: null, shared: { id: inGroup, group: { name: 'Hội CĐV Thủ Đô' }, place: { name: 'Quán Góc Sân' } } });
    expect(vi.get(inClosed)).toMatchObject({ group: { id: closed, name: 'Phòng Chiến Thuật', privacy: 'private' }, place: null });
    expect(vi.get(plain)).toMatchObject({ group: null, place: null });
    const en = await read('en');
    expect(en.get(inGroup)).toMatchObject({ group: { name: 'Capital Supporters' }, place: { name: 'Corner Pitch Café' } });
    expect(en.get(inClosed)?.group?.name).toBe('Tactics Room');
    const zh = await read('zh');
    expect(zh.get(inGroup)).toMatchObject({ group: { name: '首都球迷會' }, place: { name: '球場角落咖啡' } });
    // A post's own page answers the same.
    const one = await get<Post>(h, `${F}/post?id=${inGroup}`, undefined, { 'x-language': 'en' });
    expect(one.body.data).toMatchObject({ group: { name: 'Capital Supporters' }, place: { name: 'Corner Pitch Café' } });
  });

  it('reads a page of 20 full posts with as many queries as a page of 2', async () => {
    const author = await h.member('tac_gia_dem');
    const groups = [await addGroup(['Nhóm đếm A', 'Count group A', '計數社團A']), await addGroup(['Nhóm đếm B', 'Count group B', '計數社團B'])];
    const place = await addPlace(['Quán đếm', 'Count café', '計數咖啡']);
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const id = await addPost(i % 2 ? author.id : friend.id, `Bài đầy đủ ${i} @doc_gia #dem`, {
        fixtureId: i % 3 === 0 ? FX.liveFootball : i % 3 === 1 ? FX.upcomingFootball : undefined,
        tags: ['dem'],
        groupId: groups[i % 2],
        placeId: i % 2 ? undefined : place,
      });
      await h.t.db.insertInto('postImages').values([0, 1].map((position) => ({ postId: id, position, path: `/media/uploads/posts/${String(i).padStart(32, '0')}.webp`, width: 10, height: 10 }))).execute();
      const option = await h.t.db.insertInto('postPollOptions').values({ postId: id, position: 0, text: 'Có' }).returning('id').executeTakeFirstOrThrow();
      await h.t.db.insertInto('postPollOptions').values({ postId: id, position: 1, text: 'Không' }).execute();
      await h.t.db.insertInto('postPollVotes').values({ postId: id, userId: reader.id, optionId: option.id, createdAt: h.clock.now }).execute();
      await h.t.db.insertInto('postReactions').values({ postId: id, userId: reader.id, reaction: 'like', createdAt: h.clock.now }).execute();
      await h.t.db.insertInto('postMentions').values({ postId: id, userId: reader.id }).execute();
      if (i % 4 === 3) await h.t.db.updateTable('posts').set({ sharedPostId: ids[0] }).where('id', '=', id).execute();
      ids.push(id);
    }
    const queries = async (pageSize: number) => {
      const counter = new QueryCounter();
      const api = createApiApp({ getDb: async () => h.t.db.withPlugin(counter), loginLimiter: createMemoryLoginLimiter(), messagesDir: TEST_MESSAGES_DIR });
      const res = await call<FeedPage>(api, `${F}/list?scope=hashtag&tag=dem&sort=newest&pageSize=${pageSize}`, { token: reader.token });
      expect(res.body.data.list.length).toBe(pageSize);
      return { count: counter.count, list: res.body.data.list };
    };
    const small = await queries(2);
    const full = await queries(20);
    expect(full.count).toBe(small.count);
    expect(full.count).toBeLessThanOrEqual(20);
    const one = full.list.find((p) => p.id === ids[7]);
    expect(one).toMatchObject({ isShare: true, shared: { id: ids[0] }, myReaction: 'like', mentions: [{ userId: reader.id }] });
    expect(one?.images).toHaveLength(2);
    expect(one?.poll).toMatchObject({ totalVotes: 1, myVote: expect.any(Number) });
    expect(full.list.find((p) => p.id === ids[0])).toMatchObject({ match: { fixtureId: FX.liveFootball }, group: { id: groups[0], name: 'Nhóm đếm A' }, place: { id: place, name: 'Quán đếm' } });
    expect(full.list.find((p) => p.id === ids[1])).toMatchObject({ group: { id: groups[1], name: 'Nhóm đếm B' }, place: null });
  });
});
