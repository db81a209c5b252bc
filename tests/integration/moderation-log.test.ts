import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { moderationLog } from '@/lib/contract/chat';
import { envelope } from '@/lib/contract/endpoint';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { setChatRuntime } from '@/server/chat/runtime';
import { groupForRoom } from '@/server/chat/store';
import { insertMessage } from '@/server/chat/store-messages';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { guestToken, memberToken } from './auth-tokens';
import { addTopicGroup, addUser, fixedPresence, recordingBus } from './chat-fixtures';

const logged = vi.hoisted(() => [] as { kind: string; fields: Record<string, unknown> }[]);
vi.mock('@/server/security/events', () => ({
  securityEvent: (kind: string, fields: Record<string, unknown> = {}) => logged.push({ kind, fields }),
}));

const backends = await testBackends();
const M = '/live/api/chat/moderation';

describe.each(backends)('the moderation log on $name', (backend) => {
  let h: Harness;
  let staffId: number;
  let staff: string;
  let care: string;
  let leader: string;
  let tuan: string;
  let fan: string;
  let tuanRoom: number;
  let maiRoom: number;
  let topic: number;

  const post = (path: string, body: unknown, token: string) => call(h.api, `${M}${path}`, { method: 'POST', body, token });
  const read = (q: string, token?: string) => call(h.api, `${M}/log${q}`, { token });
  const page = async (q: string, token: string) => {
    const res = await read(q, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return envelope(moderationLog.data).parse(res.body).data;
  };
  const rows = () => h.t.db.selectFrom('moderationActions').selectAll().orderBy('id').execute();
  const roleToken = async (id: number, role: number) => (await issueAccessToken({ id, siteRoleId: role })).token;

  beforeAll(async () => {
    h = await openHarness(backend);
    setChatRuntime({ bus: recordingBus(), presence: fixedPresence() });
    staffId = await addUser(h.t.db, 'staff', SITE_ROLE.staff);
    staff = await roleToken(staffId, SITE_ROLE.staff);
    care = await roleToken(await addUser(h.t.db, 'care', SITE_ROLE.customerCare), SITE_ROLE.customerCare);
    leader = await roleToken(await addUser(h.t.db, 'leader', SITE_ROLE.leaderOperator), SITE_ROLE.leaderOperator);
    tuan = await roleToken(h.data.commentators.tuan, SITE_ROLE.commentator);
    fan = await memberToken(h.data.fanId);
    tuanRoom = (await groupForRoom(h.t.db, 1))?.id ?? 0;
    maiRoom = (await groupForRoom(h.t.db, 2))?.id ?? 0;
    topic = await addTopicGroup(h.t.db, 'Nhật ký');
  });
  afterAll(async () => {
    setChatRuntime(null);
    await h.t.close();
  });
  beforeEach(async () => {
    logged.length = 0;
    await h.t.db.deleteFrom('moderationActions').execute();
  });

  it('writes one row per moderation action, with who did what to whom', async () => {
    const message = await insertMessage(h.t.db, { groupId: tuanRoom, userId: h.data.fanId, showName: 'Fan', text: 'spam', createdAt: TEST_NOW });
    const other = await insertMessage(h.t.db, { groupId: tuanRoom, userId: h.data.fanId, showName: 'Fan', text: 'spam nữa', createdAt: TEST_NOW });
    const calls: [string, unknown][] = [
      ['/mute', { groupId: tuanRoom, userId: h.data.fanId, durationS: 120 }],
      ['/ban', { groupId: tuanRoom, userId: h.data.fanId }],
      ['/lift', { groupId: tuanRoom, userId: h.data.fanId }],
      ['/pin', { groupId: tuanRoom, groupMessageId: message }],
      ['/pin', { groupId: tuanRoom, groupMessageId: null }],
      ['/delete', { groupId: tuanRoom, groupMessageId: other }],
      ['/slow-mode', { groupId: tuanRoom, seconds: 30 }],
    ];
    for (const [path, body] of calls) expect((await post(path, body, tuan)).status, path).toBe(200);
    const fanId = h.data.fanId;
    const actor = h.data.commentators.tuan;
    expect((await rows()).map(({ actorId, action, groupId, targetUserId, messageId, detail }) => ({ actorId, action, groupId, targetUserId, messageId, detail }))).toEqual([
      { actorId: actor, action: 'mute', groupId: tuanRoom, targetUserId: fanId, messageId: null, detail: '120s' },
      { actorId: actor, action: 'ban', groupId: tuanRoom, targetUserId: fanId, messageId: null, detail: null },
      { actorId: actor, action: 'lift', groupId: tuanRoom, targetUserId: fanId, messageId: null, detail: null },
      { actorId: actor, action: 'pin', groupId: tuanRoom, targetUserId: null, messageId: message, detail: null },
      { actorId: actor, action: 'unpin', groupId: tuanRoom, targetUserId: null, messageId: message, detail: null },
      { actorId: actor, action: 'delete', groupId: tuanRoom, targetUserId: fanId, messageId: other, detail: null },
      { actorId: actor, action: 'slow-mode', groupId: tuanRoom, targetUserId: null, messageId: null, detail: '30s' },
    ]);
  });

  it('logs each moderation action as a structured security event', async () => {
    expect((await post('/mute', { groupId: topic, userId: h.data.fanId }, staff)).status).toBe(200);
    expect(logged).toEqual([{ kind: 'moderation', fields: expect.objectContaining({ action: 'mute', actorId: staffId, groupId: topic, targetUserId: h.data.fanId, detail: '600s' }) as unknown }]);
  });

  it('keeps no row and logs nothing for a refused moderation, nor for lifting nothing', async () => {
    expect((await post('/slow-mode', { groupId: maiRoom, seconds: 10 }, tuan)).status).toBe(403);
    expect((await post('/ban', { groupId: maiRoom, userId: h.data.fanId }, fan)).status).toBe(403);
    expect((await post('/lift', { groupId: maiRoom, userId: h.data.fanId }, staff)).status).toBe(200);
    expect(await rows()).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('does not log a member deleting their own message as a moderation', async () => {
    const own = await insertMessage(h.t.db, { groupId: topic, userId: h.data.fanId, showName: 'Fan', text: 'gõ nhầm', createdAt: TEST_NOW });
    expect((await post('/delete', { groupId: topic, groupMessageId: own }, fan)).status).toBe(200);
    expect(await rows()).toEqual([]);
  });

  it('records a commentator approval as a role change, in the log and the security log', async () => {
    const member = await addUser(h.t.db, 'caster');
    const apply = await call<{ id: number }>(h.api, '/live/api/user/commentator/apply', {
      body: { experience: 'Ba năm bình luận V.League trên đài phát thanh địa phương.', sports: [LIVE_MODE.football], languages: ['vi'], sampleUrl: 'https://example.com/a', contact: 'caster@example.com' },
      token: await memberToken(member),
    });
    expect(apply.status, JSON.stringify(apply.body)).toBe(200);
    expect((await call(h.api, '/live/api/user/commentator/review', { body: { id: apply.body.data.id, approve: true }, token: staff })).status).toBe(200);
    expect(await rows()).toMatchObject([{ actorId: staffId, action: 'role', groupId: null, targetUserId: member, detail: 'member->commentator' }]);
    expect(logged).toEqual([{ kind: 'role-changed', fields: expect.objectContaining({ actorId: staffId, targetUserId: member }) as unknown }]);
  });

  it('lets staff, customer care and leader operators read the whole log, newest first, page by page', async () => {
    for (const seconds of [3, 5, 10]) await post('/slow-mode', { groupId: topic, seconds }, staff);
    await post('/slow-mode', { groupId: maiRoom, seconds: 60 }, staff);
    for (const token of [staff, care, leader]) {
      const first = await page('?pageSize=2', token);
      expect(first.total).toBe(4);
      expect(first.list.map((e) => [e.groupId, e.detail])).toEqual([[maiRoom, '60s'], [topic, '10s']]);
      expect(first.list[1]).toMatchObject({ action: 'slow-mode', actor: { userId: staffId, displayName: 'Người staff' }, groupName: 'Nhật ký', target: null });
      expect((await page('?pageSize=2&pageNum=2', token)).list.map((e) => e.detail)).toEqual(['5s', '3s']);
    }
    expect((await page(`?groupId=${maiRoom}`, staff)).list.map((e) => e.detail)).toEqual(['60s']);
  });

  it('refuses the log to guests with 401 and to members with 403', async () => {
    expect((await read('')).status).toBe(401);
    expect((await read('', (await guestToken()).token)).status).toBe(401);
    expect((await read('', fan)).status).toBe(403);
    expect((await read(`?groupId=${topic}`, fan)).status).toBe(403);
  });

  it('lets a commentator read the log of the rooms they host, and nothing else', async () => {
    await post('/slow-mode', { groupId: tuanRoom, seconds: 5 }, staff);
    await post('/slow-mode', { groupId: maiRoom, seconds: 5 }, staff);
    await post('/slow-mode', { groupId: topic, seconds: 5 }, staff);
    expect((await page('', tuan)).list.map((e) => e.groupId)).toEqual([tuanRoom]);
    expect((await page(`?groupId=${tuanRoom}`, tuan)).total).toBe(1);
    expect((await read(`?groupId=${maiRoom}`, tuan)).status).toBe(403);
    expect((await read(`?groupId=${topic}`, tuan)).status).toBe(403);
    expect((await read('?groupId=424242', tuan)).status).toBe(403);
  });

  it.each(['?groupId=0', '?groupId=abc', '?groupId=-3', '?pageNum=0', '?pageSize=101', '?pageSize=x', '?pageNum=1.5'])('answers 422 to %s', async (q) => {
    expect((await read(q, staff)).status).toBe(422);
  });
});
