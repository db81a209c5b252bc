import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { groupDetailData } from '@/lib/contract/groups';
import { GROUP_LIMITS } from '@/lib/domain/groups';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { addMember, type TestMember } from './community-fixtures';
import { addPost, createGroup, G, openCommunity, type CommunityWorld } from './groups-fixtures';

const backends = await testBackends();
const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe.each(backends)('groups: creating, editing, roles and pins on $name', (backend) => {
  let w: CommunityWorld;
  let owner: TestMember;
  let admin: TestMember;
  let mod: TestMember;
  let member: TestMember;
  let outsider: TestMember;
  let id: number;
  beforeAll(async () => {
    w = await openCommunity(backend);
    owner = await addMember(w.h.t.db, 'owner02', 'Chủ Nhóm');
    admin = await addMember(w.h.t.db, 'admin02', 'Quản Trị');
    mod = await addMember(w.h.t.db, 'mod02', 'Điều Hành');
    member = await addMember(w.h.t.db, 'mem02', 'Thành Viên');
    outsider = await addMember(w.h.t.db, 'out02', 'Người Ngoài');
    id = (await createGroup(w, owner.token, { name: 'Gunners Việt Nam', privacy: 'private', teamId: 103 })).id;
    const join = (userId: number, role: 'admin' | 'moderator' | 'member') => w.h.t.db.insertInto('groupMembers').values({ groupId: id, userId, role, joinedAt: TEST_NOW }).execute();
    await join(admin.id, 'admin');
    await join(mod.id, 'moderator');
    await join(member.id, 'member');
  });
  afterAll(() => w.close());

  const create = (token: string, body: Record<string, unknown>) => w.send(`${G}/create`, { token, body: { privacy: 'public', ...body } });
  const role = (token: string, userId: number, next: string) => w.send(`${G}/role`, { token, body: { id, userId, role: next } });

  it('answers 401 to a guest creating a group', async () => {
    expect((await w.send(`${G}/create`, { body: { name: 'Nhóm mới', privacy: 'public' } })).status).toBe(401);
  });

  it('refuses a name too short or too long, counted in characters, and a bad privacy (422)', async () => {
    const short = await create(member.token, { name: '  ab ' });
    expect(short.status).toBe(422);
    expect(short.body.msg).toContain('name');
    expect((await create(member.token, { name: 'x'.repeat(GROUP_LIMITS.nameMax + 1) })).status).toBe(422);
    expect((await create(member.token, { name: '⚽'.repeat(GROUP_LIMITS.nameMax) })).status).toBe(200);
    expect((await create(member.token, { name: 'Nhóm', privacy: 'secret' })).status).toBe(422);
    expect((await create(member.token, { name: 'Nhóm', rules: Array(GROUP_LIMITS.rulesMax + 1).fill('a') })).status).toBe(422);
  });

  it('refuses a group that advertises betting or touts a phone number (422)', async () => {
    const res = await create(member.token, { name: 'Soi kèo miễn phí', description: 'Nạp rút 24/7, liên hệ zalo 0987 654 321' });
    expect(res.status).toBe(422);
    expect(res.body.msg).toContain('betting');
  });

  it('answers 404 to an unknown club, and names a known one on the card', async () => {
    expect((await create(member.token, { name: 'Fan CLB lạ', teamId: 9999 })).status).toBe(404);
    const d = await createGroup(w, member.token, { name: 'Fan Chelsea', privacy: 'public', teamId: 104 });
    expect(d.team).toMatchObject({ id: 104, name: 'Chelsea' });
  });

  it('stores a cover picture drawn again as WebP under the covers folder', async () => {
    const d = await createGroup(w, outsider.token, { name: 'Nhóm có ảnh bìa', privacy: 'public', cover: PNG_1PX });
    expect(d.cover).toMatch(/^\/media\/uploads\/covers\/[0-9a-f]{32}\.webp$/);
    expect((await create(outsider.token, { name: 'Ảnh hỏng', cover: 'data:image/png;base64,AAAA' })).status).toBe(422);
  });

  it('allows a member only a few new groups a day (429 with Retry-After), counting the ones they made', async () => {
    const maker = await addMember(w.h.t.db, 'maker02', 'Người Lập');
    for (let i = 0; i < GROUP_LIMITS.rate.create.member; i += 1) expect((await create(maker.token, { name: `Nhóm số ${i}` })).status).toBe(200);
    const res = await create(maker.token, { name: 'Một nhóm nữa' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const staff = await addMember(w.h.t.db, 'staff02', 'Nhân Viên', SITE_ROLE.staff);
    for (let i = 0; i <= GROUP_LIMITS.rate.create.member; i += 1) expect((await create(staff.token, { name: `Nhóm nhân viên ${i}` })).status).toBe(200);
  });

  it('refuses a suspended member (403)', async () => {
    const bad = await addMember(w.h.t.db, 'bad02', 'Bị Khóa');
    await w.h.t.db.insertInto('memberSuspensions').values({ userId: bad.id, until: TEST_NOW + 86_400_000, reviewItemId: null, createdBy: null, createdAt: TEST_NOW }).execute();
    expect((await create(bad.token, { name: 'Nhóm của tôi' })).status).toBe(403);
  });

  it('lets admins edit (members get 403), and a group made public lets everyone waiting in', async () => {
    const edit = (token: string, privacy: string) => w.send(`${G}/edit`, { token, body: { id, name: 'Gunners VN', description: 'Pháo thủ', rules: ['Luật 1'], privacy, teamId: 103 } });
    expect((await edit(member.token, 'private')).status).toBe(403);
    expect((await edit(mod.token, 'private')).status).toBe(403);
    expect((await w.send(`${G}/join`, { token: outsider.token, body: { id } })).body.data).toMatchObject({ membership: 'pending' });
    const res = await edit(admin.token, 'public');
    expect(res.status).toBe(200);
    const d = envelope(groupDetailData).parse(res.body).data;
    expect(d).toMatchObject({ name: 'Gunners VN', description: 'Pháo thủ', rules: ['Luật 1'], privacy: 'public', memberCount: 5 });
    expect((await w.send(`${G}/detail?id=${id}`, { token: outsider.token })).body.data).toMatchObject({ membership: 'member' });
  });

  it('lets an admin move members and moderators between those roles, but not make admins (403)', async () => {
    expect((await role(admin.token, member.id, 'moderator')).body.data).toEqual({ userId: member.id, role: 'moderator' });
    expect((await role(admin.token, member.id, 'member')).body.data).toEqual({ userId: member.id, role: 'member' });
    expect((await role(admin.token, member.id, 'admin')).status).toBe(403);
    expect((await role(admin.token, owner.id, 'member')).status).toBe(403);
    expect((await role(mod.token, member.id, 'moderator')).status).toBe(403);
    expect((await role(admin.token, admin.id, 'member')).status).toBe(422);
    expect((await role(admin.token, 424242, 'member')).status).toBe(404);
  });

  it('lets the owner hand the group over: the old owner becomes an admin', async () => {
    expect((await role(owner.token, admin.id, 'owner')).status).toBe(200);
    const d = envelope(groupDetailData).parse((await w.send(`${G}/detail?id=${id}`, { token: owner.token })).body).data;
    expect(d.role).toBe('admin');
    expect(d.admins.map((a) => [a.userId, a.role])).toEqual([[admin.id, 'owner'], [owner.id, 'admin']]);
    expect((await w.send(`${G}/leave`, { token: owner.token, body: { id } })).status).toBe(200);
    await w.h.t.db.updateTable('groupMembers').set({ role: 'owner' }).where('groupId', '=', id).where('userId', '=', admin.id).execute();
    await w.h.t.db.insertInto('groupMembers').values({ groupId: id, userId: owner.id, role: 'admin', joinedAt: TEST_NOW }).execute();
  });

  it('lets admins remove members below them, never the owner or their equals (403)', async () => {
    const remove = (token: string, userId: number) => w.send(`${G}/remove-member`, { token, body: { id, userId } });
    expect((await remove(mod.token, member.id)).status).toBe(403);
    expect((await remove(owner.token, admin.id)).status).toBe(403);
    expect((await remove(owner.token, 313_131)).status).toBe(404);
    expect((await remove(owner.token, member.id)).status).toBe(200);
    expect((await w.send(`${G}/detail?id=${id}`, { token: member.token })).body.data).toMatchObject({ membership: 'none' });
  });

  it('lets moderators pin up to a few visible posts of the group (409 past it), nobody else (403)', async () => {
    const posts: number[] = [];
    for (const i of [1, 2, 3, 4]) posts.push(await addPost(w.h.t.db, mod.id, id, 'vi', TEST_NOW + i));
    const elsewhere = await addPost(w.h.t.db, mod.id, null);
    const pin = (token: string, postId: number) => w.send(`${G}/pin`, { token, body: { id, postId } });
    expect((await pin(outsider.token, posts[0] ?? 0)).status).toBe(403);
    expect((await pin(mod.token, elsewhere)).status).toBe(404);
    for (const postId of posts.slice(0, GROUP_LIMITS.pinsMax)) {
      w.clock.now += 1000;
      expect((await pin(mod.token, postId)).status).toBe(200);
    }
    expect((await pin(mod.token, posts[0] ?? 0)).status).toBe(200);
    expect((await pin(mod.token, posts[3] ?? 0)).status).toBe(409);
    const unpinned = await w.send(`${G}/unpin`, { token: mod.token, body: { id, postId: posts[0] } });
    expect(unpinned.body.data).toEqual({ pinnedPostIds: [posts[2], posts[1]] });
    await w.h.t.db.updateTable('posts').set({ state: 'removed' }).where('id', '=', posts[1] ?? 0).execute();
    expect((await w.send(`${G}/detail?id=${id}`)).body.data).toMatchObject({ pinnedPostIds: [posts[2]] });
    w.clock.now = TEST_NOW;
  });
});
