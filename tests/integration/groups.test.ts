import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { groupDetailData, groupMembers, groupRequests } from '@/lib/contract/groups';
import { GROUP_LIMITS } from '@/lib/domain/groups';
import { TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { guestToken } from './auth-tokens';
import { addMember, type TestMember } from './community-fixtures';
import { addPost, createGroup, G, inboxOf, openCommunity, type CommunityWorld } from './groups-fixtures';

const backends = await testBackends();
const DAY = 86_400_000;

describe.each(backends)('groups: joining, requests and leaving on $name', (backend) => {
  let w: CommunityWorld;
  let owner: TestMember;
  let mod: TestMember;
  let an: TestMember;
  let binh: TestMember;
  let open: number;
  let closed: number;
  beforeAll(async () => {
    w = await openCommunity(backend);
    owner = await addMember(w.h.t.db, 'owner01', 'Chủ Nhóm');
    mod = await addMember(w.h.t.db, 'mod01', 'Điều Hành');
    an = await addMember(w.h.t.db, 'an01', 'An Nguyễn');
    binh = await addMember(w.h.t.db, 'binh01', 'Bình Trần');
    open = (await createGroup(w, owner.token, { name: 'Hội CĐV Hà Nội', privacy: 'public', rules: ['  Văn minh  ', ''] })).id;
    closed = (await createGroup(w, owner.token, { name: 'Phòng Chiến Thuật', description: 'Nhóm kín', privacy: 'private', rules: ['Không chia sẻ ra ngoài'] })).id;
    // The owner writes in English, so notices to them are in English.
    await addPost(w.h.t.db, owner.id, null, 'en');
  });
  afterAll(() => w.close());

  const detail = async (id: number, token?: string) => {
    const res = await w.send(`${G}/detail?id=${id}`, { token });
    expect(res.status).toBe(200);
    return envelope(groupDetailData).parse(res.body).data;
  };
  const join = (id: number, token: string) => w.send(`${G}/join`, { token, body: { id } });
  const leave = (id: number, token: string) => w.send(`${G}/leave`, { token, body: { id } });

  it('makes the creator the owner and only member, with the rules trimmed and blanks dropped', async () => {
    const d = await detail(open, owner.token);
    expect(d).toMatchObject({ memberCount: 1, membership: 'member', role: 'owner', canRead: true, canModerate: true, canAdminister: true, rules: ['Văn minh'], href: `/bang-ton/nhom/${open}` });
    expect(d.admins.map((a) => a.userId)).toEqual([owner.id]);
  });

  it('keeps the language a group was written in, whatever language it is read in', async () => {
    const written = await w.send(`${G}/create`, { token: an.token, headers: { 'x-language': 'en' }, body: { name: 'Gunners in Hanoi', description: 'Match nights', rules: [], privacy: 'public' } });
    expect(written.status).toBe(200);
    const id = (written.body.data as { id: number }).id;
    expect((await detail(id)).lang).toBe('en');
    expect((await w.send(`${G}/detail?id=${id}`, { headers: { 'x-language': 'zh' } })).body.data).toMatchObject({ name: 'Gunners in Hanoi', lang: 'en' });
    expect((await detail(open)).lang).toBe('vi');
  });

  it('answers 401 to a guest joining or leaving, and 404 for an unknown group', async () => {
    const guest = await guestToken();
    expect((await join(open, guest.token)).status).toBe(401);
    expect((await w.send(`${G}/leave`, { body: { id: open } })).status).toBe(401);
    expect((await join(999_999, an.token)).status).toBe(404);
    expect((await w.send(`${G}/detail?id=999999`)).status).toBe(404);
  });

  it('lets a member into a public group at once; joining again changes nothing', async () => {
    expect((await join(open, an.token)).body.data).toEqual({ membership: 'member', role: 'member' });
    expect((await join(open, an.token)).body.data).toEqual({ membership: 'member', role: 'member' });
    expect((await detail(open, an.token)).memberCount).toBe(2);
  });

  it('shows a private group\'s name, rules and counts to outsiders but not its admins, members or pins', async () => {
    const d = await detail(closed);
    expect(d).toMatchObject({ name: 'Phòng Chiến Thuật', description: 'Nhóm kín', rules: ['Không chia sẻ ra ngoài'], memberCount: 1, canRead: false, membership: 'none', admins: [], pinnedPostIds: [], pendingRequests: null });
    expect((await w.send(`${G}/members?id=${closed}`)).status).toBe(403);
    expect((await w.send(`${G}/members?id=${closed}`, { token: an.token })).status).toBe(403);
    expect((await w.send(`${G}/members?id=${open}`)).status).toBe(200);
  });

  it('files a request to join a private group and tells its owner, in the owner\'s language', async () => {
    expect((await join(closed, an.token)).body.data).toEqual({ membership: 'pending', role: null });
    expect((await join(closed, an.token)).body.data).toEqual({ membership: 'pending', role: null });
    const notes = await inboxOf(w.h.t.db, owner.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'Request to join your group', link: `/bang-ton/nhom/${closed}?tab=requests` });
    expect(notes[0]?.content).toContain('An Nguyễn');
    expect((await detail(closed, an.token)).membership).toBe('pending');
  });

  it('lists waiting requests only to the owner, admins and moderators', async () => {
    expect((await w.send(`${G}/requests?id=${closed}`, { token: an.token })).status).toBe(403);
    expect((await w.send(`${G}/requests?id=${closed}`)).status).toBe(401);
    const res = await w.send(`${G}/requests?id=${closed}`, { token: owner.token });
    expect(envelope(groupRequests.data).parse(res.body).data.list.map((r) => r.userId)).toEqual([an.id]);
    expect((await detail(closed, owner.token)).pendingRequests).toBe(1);
  });

  it('lets a moderator approve: the member joins and hears of it', async () => {
    await w.h.t.db.insertInto('groupMembers').values({ groupId: closed, userId: mod.id, role: 'moderator', joinedAt: TEST_NOW }).execute();
    const res = await w.send(`${G}/requests/respond`, { token: mod.token, body: { id: closed, userId: an.id, approve: true } });
    expect(res.body.data).toEqual({ userId: an.id, membership: 'member' });
    const d = await detail(closed, an.token);
    expect(d).toMatchObject({ membership: 'member', role: 'member', canRead: true });
    expect((await inboxOf(w.h.t.db, an.id))[0]).toMatchObject({ title: 'Đã được duyệt vào nhóm', link: `/bang-ton/nhom/${closed}` });
    const members = envelope(groupMembers.data).parse((await w.send(`${G}/members?id=${closed}`, { token: an.token })).body).data.list;
    expect(members.map((m) => m.userId).sort()).toEqual([owner.id, mod.id, an.id].sort());
  });

  it('answers 404 to an answer for a request nobody made, and 403 to a plain member answering', async () => {
    expect((await w.send(`${G}/requests/respond`, { token: owner.token, body: { id: closed, userId: binh.id, approve: true } })).status).toBe(404);
    await join(closed, binh.token);
    expect((await w.send(`${G}/requests/respond`, { token: an.token, body: { id: closed, userId: binh.id, approve: true } })).status).toBe(403);
  });

  it('declines a request and refuses a new one for a while (409), then accepts it again', async () => {
    const res = await w.send(`${G}/requests/respond`, { token: owner.token, body: { id: closed, userId: binh.id, approve: false } });
    expect(res.body.data).toEqual({ userId: binh.id, membership: 'none' });
    expect((await join(closed, binh.token)).status).toBe(409);
    w.clock.now = TEST_NOW + GROUP_LIMITS.requestCooldownMs + DAY;
    expect((await join(closed, binh.token)).body.data).toEqual({ membership: 'pending', role: null });
    w.clock.now = TEST_NOW;
  });

  it('withdraws a request on leave, and asking again at once does not ring the inbox twice', async () => {
    const before = (await inboxOf(w.h.t.db, owner.id)).length;
    expect((await leave(closed, binh.token)).body.data).toEqual({ membership: 'none', role: null });
    expect((await detail(closed, binh.token)).membership).toBe('none');
    await join(closed, binh.token);
    expect((await inboxOf(w.h.t.db, owner.id)).length).toBe(before);
  });

  it('lets a member leave (the count follows) and refuses the owner (409) until they hand the group over', async () => {
    expect((await leave(open, an.token)).body.data).toEqual({ membership: 'none', role: null });
    expect((await leave(open, an.token)).body.data).toEqual({ membership: 'none', role: null });
    expect((await detail(open)).memberCount).toBe(1);
    expect((await leave(open, owner.token)).status).toBe(409);
  });

  it('answers 401 to every member-only call without a member\'s token', async () => {
    const guest = await guestToken();
    const calls: Record<string, object> = {
      edit: { id: closed, name: 'Nhóm', privacy: 'public' },
      'requests/respond': { id: closed, userId: an.id, approve: true },
      role: { id: closed, userId: an.id, role: 'member' },
      'remove-member': { id: closed, userId: an.id },
      pin: { id: closed, postId: 1 },
      unpin: { id: closed, postId: 1 },
    };
    for (const [path, body] of Object.entries(calls)) expect((await w.send(`${G}/${path}`, { token: guest.token, body })).status, path).toBe(401);
  });

  it('answers 422 to a bad join body', async () => {
    const res = await w.send(`${G}/join`, { token: an.token, body: { id: 'x' } });
    expect(res.status).toBe(422);
    expect(res.body.msg).toContain('id');
  });
});
