import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityList, activityPeople, type ActivityEntry } from '@/lib/contract/activity';
import { envelope } from '@/lib/contract/endpoint';
import { eventDetailData } from '@/lib/contract/events';
import type { PostAudience, PostState } from '@/lib/domain/feed';
import type { Db } from '@/server/db/client';
import { FX, TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { guestToken } from './auth-tokens';
import { addFriendship } from './chat-fixtures';
import { addMember, type TestMember } from './community-fixtures';
import { createGroup, openCommunity, type CommunityWorld } from './groups-fixtures';

const backends = await testBackends();
const A = '/other/api/activity';
const MIN = 60_000;
const at = (minutes: number) => TEST_NOW + minutes * MIN;

interface PostInput {
  audience?: PostAudience;
  state?: PostState;
  groupId?: number | null;
  minute: number;
}

async function addPost(db: Db, authorId: number, body: string, { audience = 'public', state = 'visible', groupId = null, minute }: PostInput): Promise<number> {
  const row = await db
    .insertInto('posts')
    .values({ authorId, groupId, placeId: null, body, lang: 'vi', audience, state, fixtureId: null, roomId: null, sharedPostId: null, pollQuestion: null, createdAt: at(minute), editedAt: null, updatedAt: at(minute) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addComment(db: Db, authorId: number, postId: number, body: string, minute: number): Promise<void> {
  await db.insertInto('comments').values({ kind: 'post', itemId: postId, parentId: null, authorId, body, moderatedBy: null, createdAt: at(minute), updatedAt: at(minute) }).execute();
}

const joinGroup = (db: Db, groupId: number, userId: number, minute: number) =>
  db.insertInto('groupMembers').values({ groupId, userId, role: 'member', joinedAt: at(minute) }).execute();

/** A line as a short string the tests compare: kind and what it names. */
function describeEntry(e: ActivityEntry): string {
  switch (e.kind) {
    case 'posted':
      return `posted ${e.post.excerpt}`;
    case 'commented':
      return `commented ${e.comment.excerpt} on ${e.post.excerpt}`;
    case 'joinedGroup':
      return `joined ${e.group.name}`;
    case 'goingToEvent':
      return `going ${e.event.title}`;
  }
}

describe.each(backends)('recent activity on $name', (backend) => {
  let w: CommunityWorld;
  let reader: TestMember;
  let friend: TestMember;
  let friend2: TestMember;
  let stranger: TestMember;
  let nuisance: TestMember;
  let privateGroup: number;

  const read = async (token: string, query = '') => {
    const res = await w.send(`${A}/list${query}`, { token });
    expect(res.status, res.body.msg).toBe(200);
    return envelope(activityList.data).parse(res.body).data;
  };
  const lines = async (token: string) => (await read(token, '?pageSize=50')).list.map(describeEntry);

  const createEvent = async (host: TestMember, title: string) => {
    const res = await w.send('/other/api/events/create', { token: host.token, body: { fixtureId: FX.upcomingFootball, roomId: 3, title } });
    expect(res.status, res.body.msg).toBe(200);
    return envelope(eventDetailData).parse(res.body).data.id;
  };
  const goTo = async (who: TestMember, eventId: number, minute: number) => {
    w.clock.now = at(minute);
    const res = await w.send('/other/api/events/rsvp', { token: who.token, body: { id: eventId, status: 'going' } });
    expect(res.status, res.body.msg).toBe(200);
  };

  beforeAll(async () => {
    w = await openCommunity(backend);
    const db = w.h.t.db;
    reader = await addMember(db, 'reader21', 'Người Đọc');
    friend = await addMember(db, 'friend21', 'Bạn Thân');
    friend2 = await addMember(db, 'friend22', 'Bạn Học');
    stranger = await addMember(db, 'strange21', 'Người Lạ');
    nuisance = await addMember(db, 'nuisance21', 'Kẻ Phiền');
    await addFriendship(db, reader.id, friend.id);
    await addFriendship(db, reader.id, friend2.id);
    await addFriendship(db, friend.id, stranger.id);

    await addPost(db, friend.id, 'Bài công khai của bạn', { minute: 1 });
    const strangerPost = await addPost(db, stranger.id, 'Bài của người lạ', { minute: 2 });
    await addPost(db, friend.id, 'Chỉ mình tôi', { audience: 'onlyMe', minute: 3 });
    await addPost(db, friend.id, 'Cho bạn bè', { audience: 'friends', minute: 4 });
    await addComment(db, friend.id, strangerPost, 'Đồng ý!', 5);
    await addPost(db, friend2.id, 'Bạn học viết', { minute: 6 });
    const strangersFriendsPost = await addPost(db, stranger.id, 'Chỉ bạn của người lạ', { audience: 'friends', minute: 6 });
    await addComment(db, friend.id, strangersFriendsPost, 'Bình luận kín', 6);

    const open = await createGroup(w, stranger.token, { name: 'Hội Mở', privacy: 'public' });
    await joinGroup(db, open.id, friend.id, 7);
    privateGroup = (await createGroup(w, stranger.token, { name: 'Hội Kín', privacy: 'private' })).id;
    await joinGroup(db, privateGroup, friend.id, 8);
    await addPost(db, friend.id, 'Trong nhóm kín', { groupId: privateGroup, minute: 9 });

    await goTo(friend, await createEvent(stranger, 'Xem chung ở quán'), 10);

    await addPost(db, stranger.id, 'Người lạ chỉ mình tôi', { audience: 'onlyMe', minute: 11 });
    const nuisancePost = await addPost(db, nuisance.id, 'Bài của kẻ phiền', { minute: 11 });
    await addComment(db, friend.id, nuisancePost, 'Trả lời kẻ phiền', 12);
    await goTo(friend, await createEvent(nuisance, 'Tiệc của kẻ phiền'), 13);
    await addPost(db, friend.id, 'Bài bị giữ lại', { state: 'held', minute: 14 });
    await db.insertInto('memberBlocks').values({ blockerId: reader.id, blockedId: nuisance.id, createdAt: TEST_NOW }).execute();
  });
  afterAll(() => w.close());

  it('answers 401 to guests', async () => {
    expect((await w.send(`${A}/list`)).status).toBe(401);
    expect((await w.send(`${A}/list`, { token: (await guestToken()).token })).status).toBe(401);
    expect((await w.send(`${A}/people`)).status).toBe(401);
  });

  it('lists what friends did, newest first, only what the reader may see', async () => {
    expect(await lines(reader.token)).toEqual([
      'going Xem chung ở quán',
      'joined Hội Mở',
      'posted Bạn học viết',
      'commented Đồng ý! on Bài của người lạ',
      'posted Cho bạn bè',
      'posted Bài công khai của bạn',
    ]);
  });

  it('links each line to its thing and names the commented post’s author', async () => {
    const { list } = await read(reader.token, '?pageSize=50');
    const comment = list.find((e) => e.kind === 'commented');
    expect(comment).toMatchObject({ actor: { userId: friend.id, displayName: 'Bạn Thân' }, post: { author: { userId: stranger.id, displayName: 'Người Lạ' } } });
    expect(comment?.href).toMatch(/^\/bang-ton\/bai-viet\/\d+$/);
    expect(list.find((e) => e.kind === 'joinedGroup')?.href).toMatch(/^\/bang-ton\/nhom\/\d+$/);
    expect(list.find((e) => e.kind === 'goingToEvent')).toMatchObject({ href: expect.stringMatching(/^\/bang-ton\/su-kien\/\d+$/), event: { home: 'Arsenal', away: 'Chelsea' } });
  });

  it('shows nothing of strangers, even to their own friends’ friends', async () => {
    const seen = await lines(reader.token);
    expect(seen.some((l) => l.includes('Người lạ chỉ mình tôi') || l.startsWith('posted Bài của người lạ'))).toBe(false);
  });

  it('shows a private group’s doings only once the reader is a member', async () => {
    expect((await lines(reader.token)).some((l) => l.includes('Hội Kín') || l.includes('Trong nhóm kín'))).toBe(false);
    await joinGroup(w.h.t.db, privateGroup, reader.id, 20);
    const seen = await lines(reader.token);
    expect(seen).toContain('joined Hội Kín');
    expect(seen).toContain('posted Trong nhóm kín');
    await w.h.t.db.deleteFrom('groupMembers').where('groupId', '=', privateGroup).where('userId', '=', reader.id).execute();
  });

  it('hides everything across a block, either way', async () => {
    // The friend's comment on a blocked member's post and their going to the blocked member's party stay hidden.
    expect((await lines(reader.token)).some((l) => l.includes('kẻ phiền'))).toBe(false);
    // A friend who blocks the reader disappears from the reader's activity, and the reader from theirs.
    await w.h.t.db.insertInto('memberBlocks').values({ blockerId: friend2.id, blockedId: reader.id, createdAt: TEST_NOW }).execute();
    expect(await lines(reader.token)).not.toContain('posted Bạn học viết');
    await w.h.t.db.deleteFrom('memberBlocks').where('blockerId', '=', friend2.id).execute();
    expect(await lines(reader.token)).toContain('posted Bạn học viết');
  });

  it('never shows only-me or held posts, to the friend’s friends either', async () => {
    const seen = [...(await lines(reader.token)), ...(await lines(stranger.token))];
    expect(seen.some((l) => l.includes('Chỉ mình tôi') || l.includes('Bài bị giữ lại'))).toBe(false);
  });

  it('pages by cursor without gaps or repeats, and refuses a forged cursor (422)', async () => {
    const all = (await read(reader.token, '?pageSize=50')).list.map((e) => e.key);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { list: ActivityEntry[]; nextCursor: string | null } = await read(reader.token, `?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.list.map((e) => e.key));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
    expect((await w.send(`${A}/list?cursor=abc`, { token: reader.token })).status).toBe(422);
    expect((await w.send(`${A}/list?cursor=1.9.1.1`, { token: reader.token })).status).toBe(422);
  });

  it('answers an empty page to a member without friends', async () => {
    expect(await read(nuisance.token)).toEqual({ list: [], nextCursor: null });
  });

  it('suggests friends of friends first, never a friend or anyone blocked', async () => {
    const res = await w.send(`${A}/people`, { token: reader.token });
    expect(res.status, res.body.msg).toBe(200);
    const people = envelope(activityPeople.data).parse(res.body).data;
    expect(people[0]).toMatchObject({ userId: stranger.id, mutualFriends: 1, status: 'none' });
    const ids = people.map((p) => p.userId);
    for (const never of [reader.id, friend.id, friend2.id, nuisance.id]) expect(ids).not.toContain(never);
  });
});
