import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { groupList, groupMembers, groupSuggested } from '@/lib/contract/groups';
import { postGroupReadableBy } from '@/server/services/groups/visibility';
import { TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { addMember, type TestMember } from './community-fixtures';
import { addPost, createGroup, G, openCommunity, type CommunityWorld } from './groups-fixtures';

const backends = await testBackends();

describe.each(backends)('groups: lists, search, suggestions and who reads group posts on $name', (backend) => {
  let w: CommunityWorld;
  let owner: TestMember;
  let fan: TestMember;
  let stranger: TestMember;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    w = await openCommunity(backend);
    owner = await addMember(w.h.t.db, 'owner03', 'Chủ Nhóm');
    fan = await addMember(w.h.t.db, 'fan03', 'Người Hâm Mộ');
    stranger = await addMember(w.h.t.db, 'str03', 'Người Lạ');
    const staff = await addMember(w.h.t.db, 'staff03', 'Nhân Viên', 3);
    for (const [key, name, privacy, teamId] of [['arsenal', 'Gunners Việt Nam', 'public', 103], ['chelsea', 'Blues Sài Gòn', 'public', 104], ['talk', 'Bàn tròn V.League', 'public', null], ['secret', 'Phòng Kín 100%_', 'private', null]] as const) {
      ids[key] = (await createGroup(w, staff.token, { name, privacy, teamId })).id;
    }
    // Sizes: talk 4, chelsea 3, arsenal and secret 2 each (a tie goes to the newer group).
    const add = (group: string, userId: number) => w.h.t.db.insertInto('groupMembers').values({ groupId: ids[group] ?? 0, userId, role: 'member', joinedAt: TEST_NOW + userId }).execute();
    for (const u of [owner, fan, stranger]) await add('talk', u.id);
    for (const u of [owner, stranger]) await add('chelsea', u.id);
    await add('arsenal', owner.id);
    await add('secret', fan.id);
    for (const g of ['talk', 'chelsea', 'arsenal', 'secret']) {
      const n = await w.h.t.db.selectFrom('groupMembers').select((eb) => eb.fn.countAll<number>().as('n')).where('groupId', '=', ids[g] ?? 0).executeTakeFirstOrThrow();
      await w.h.t.db.updateTable('communityGroups').set({ memberCount: Number(n.n) }).where('id', '=', ids[g] ?? 0).execute();
    }
    await w.h.t.db.insertInto('favouriteTeams').values({ userId: fan.id, teamId: 103, createdAt: TEST_NOW }).execute();
  });
  afterAll(() => w.close());

  const list = async (query: string, token?: string) => {
    const res = await w.send(`${G}/list?${query}`, { token });
    expect(res.status, res.body.msg).toBe(200);
    return envelope(groupList.data).parse(res.body).data;
  };

  it('lists every group, most members first, a page at a time by cursor', async () => {
    const first = await list('pageSize=2');
    expect(first.list.map((g) => g.id)).toEqual([ids.talk, ids.chelsea]);
    const second = await list(`pageSize=2&cursor=${first.nextCursor}`);
    expect(second.list.map((g) => g.id)).toEqual([ids.secret, ids.arsenal]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a forged cursor (422) and a guest asking for their own groups (401)', async () => {
    expect((await w.send(`${G}/list?cursor=12;drop`)).status).toBe(422);
    expect((await w.send(`${G}/list?tab=mine`)).status).toBe(401);
  });

  it('lists the reader\'s groups, last joined first, with their tie to each', async () => {
    const mine = await list('tab=mine', fan.token);
    expect(mine.list.map((g) => [g.id, g.membership, g.role])).toEqual([[ids.secret, 'member', 'member'], [ids.talk, 'member', 'member']]);
  });

  it('searches names case-insensitively, with % and _ taken literally', async () => {
    expect((await list(`q=${encodeURIComponent('gunners')}`)).list.map((g) => g.id)).toEqual([ids.arsenal]);
    expect((await list(`q=${encodeURIComponent('v.league')}`)).list.map((g) => g.id)).toEqual([ids.talk]);
    expect((await list(`q=${encodeURIComponent('0%_')}`)).list.map((g) => g.id)).toEqual([ids.secret]);
    expect((await list(`q=${encodeURIComponent('%%')}`)).list).toEqual([]);
    expect((await w.send(`${G}/list?q=a`)).status).toBe(422);
  });

  it('suggests groups the member is not in, their favourite club\'s first', async () => {
    const res = await w.send(`${G}/suggested`, { token: fan.token });
    expect(envelope(groupSuggested.data).parse(res.body).data.map((g) => g.id)).toEqual([ids.arsenal, ids.chelsea]);
    const guest = envelope(groupSuggested.data).parse((await w.send(`${G}/suggested`)).body).data;
    expect(guest.map((g) => g.id)).toEqual([ids.talk, ids.chelsea, ids.secret, ids.arsenal]);
  });

  it('leaves members blocked either way out of the member list', async () => {
    await w.h.t.db.insertInto('memberBlocks').values({ blockerId: stranger.id, blockedId: fan.id, createdAt: TEST_NOW }).execute();
    const res = await w.send(`${G}/members?id=${ids.talk}`, { token: fan.token });
    const shown = envelope(groupMembers.data).parse(res.body).data.list.map((m) => m.userId);
    expect(shown).toContain(owner.id);
    expect(shown).not.toContain(stranger.id);
  });

  it('lets a private group\'s posts be read by its members only, a public group\'s by anyone', async () => {
    const secretPost = await addPost(w.h.t.db, fan.id, ids.secret ?? 0);
    const openPost = await addPost(w.h.t.db, owner.id, ids.talk ?? 0);
    const plainPost = await addPost(w.h.t.db, owner.id, null);
    const readable = async (readerId: number | null) =>
      (await w.h.t.db.selectFrom('posts as p').select('p.id').where('p.id', 'in', [secretPost, openPost, plainPost]).where(postGroupReadableBy(readerId)).orderBy('p.id').execute()).map((r) => r.id);
    expect(await readable(fan.id)).toEqual([secretPost, openPost, plainPost]);
    expect(await readable(stranger.id)).toEqual([openPost, plainPost]);
    expect(await readable(null)).toEqual([openPost, plainPost]);
  });
});
