import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_MESSAGE } from '@/lib/domain/chat';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { setChatRuntime } from '@/server/chat/runtime';
import { groupForRoom } from '@/server/chat/store';
import { insertMessage } from '@/server/chat/store-messages';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { memberToken } from './auth-tokens';
import { addPrivateGroup, addTopicGroup, addUser, fixedPresence, recordingBus } from './chat-fixtures';

const backends = await testBackends();
const C = '/live/api/chat/moderation';

describe.each(backends)('who moderates which chat room, on $name', (backend) => {
  let h: Harness;
  const tokens = {} as Record<'fan' | 'other' | 'tuan' | 'mai' | 'staff' | 'care', string>;
  const ids = {} as Record<'fan' | 'other' | 'staff' | 'care', number>;
  /** Room 1 is hosted by tuan, room 2 by mai. */
  let tuanRoom: number;
  let maiRoom: number;
  let topic: number;
  let privateGroup: number;
  let hostsOwn: number;

  const post = (path: string, body: unknown, token: string) => call(h.api, `${C}${path}`, { method: 'POST', body, token });
  const say = (groupId: number, userId: number, text = 'tin nhắn') => insertMessage(h.t.db, { groupId, userId, showName: 'x', text, createdAt: TEST_NOW });
  const staffToken = async (id: number, role: number) => (await issueAccessToken({ id, siteRoleId: role })).token;
  const status = async (path: string, body: unknown, token: string) => (await post(path, body, token)).status;
  /** Every moderation call on a group, each with a fresh message of the fan to act on. */
  async function everyAction(groupId: number, token: string): Promise<Record<string, number>> {
    return {
      pin: await status('/pin', { groupId, groupMessageId: await say(groupId, ids.fan) }, token),
      delete: await status('/delete', { groupId, groupMessageId: await say(groupId, ids.fan) }, token),
      mute: await status('/mute', { groupId, userId: ids.fan, durationS: 60 }, token),
      ban: await status('/ban', { groupId, userId: ids.fan }, token),
      lift: await status('/lift', { groupId, userId: ids.fan }, token),
      slowMode: await status('/slow-mode', { groupId, seconds: 5 }, token),
    };
  }
  const all = (code: number) => ({ pin: code, delete: code, mute: code, ban: code, lift: code, slowMode: code });

  beforeAll(async () => {
    h = await openHarness(backend);
    setChatRuntime({ bus: recordingBus(), presence: fixedPresence() });
    ids.fan = h.data.fanId;
    ids.other = await addUser(h.t.db, 'other');
    ids.staff = await addUser(h.t.db, 'staff', SITE_ROLE.staff);
    ids.care = await addUser(h.t.db, 'care', SITE_ROLE.customerCare);
    tokens.fan = await memberToken(ids.fan);
    tokens.other = await memberToken(ids.other);
    tokens.tuan = await staffToken(h.data.commentators.tuan, SITE_ROLE.commentator);
    tokens.mai = await staffToken(h.data.commentators.mai, SITE_ROLE.commentator);
    tokens.staff = await staffToken(ids.staff, SITE_ROLE.staff);
    tokens.care = await staffToken(ids.care, SITE_ROLE.customerCare);
    const groupOf = async (roomId: number) => (await groupForRoom(h.t.db, roomId))?.id ?? 0;
    tuanRoom = await groupOf(1);
    maiRoom = await groupOf(2);
    hostsOwn = await groupOf(4);
    topic = await addTopicGroup(h.t.db, 'Bình luận chung');
    privateGroup = await addPrivateGroup(h.t.db, ids.fan, ids.other);
  });
  afterAll(async () => {
    setChatRuntime(null);
    await h.t.close();
  });

  it('refuses a commentator every moderation in a room they do not host', async () => {
    expect(await everyAction(maiRoom, tokens.tuan)).toEqual(all(403));
    expect(await everyAction(topic, tokens.tuan)).toEqual(all(403));
    expect(await h.t.db.selectFrom('chatSanctions').selectAll().where('groupId', 'in', [maiRoom, topic]).execute()).toEqual([]);
  });

  it('lets a commentator moderate the rooms they host', async () => {
    expect(await everyAction(tuanRoom, tokens.tuan)).toEqual(all(200));
    expect(await everyAction(hostsOwn, tokens.tuan)).toEqual(all(200));
  });

  it('refuses a commentator, staff and customer care every moderation in a private conversation', async () => {
    for (const token of [tokens.tuan, tokens.staff, tokens.care]) expect(await everyAction(privateGroup, token)).toEqual(all(403));
    const pinned = await h.t.db.selectFrom('chatGroups').select(['pinnedMessageId', 'slowModeS']).where('id', '=', privateGroup).executeTakeFirstOrThrow();
    expect(pinned).toEqual({ pinnedMessageId: null, slowModeS: 0 });
  });

  it('refuses a commentator who is a member of a private conversation to moderate it', async () => {
    const theirs = await addPrivateGroup(h.t.db, h.data.commentators.mai, ids.fan);
    const fanMessage = await say(theirs, ids.fan);
    expect(await status('/pin', { groupId: theirs, groupMessageId: fanMessage }, tokens.mai)).toBe(403);
    expect(await status('/delete', { groupId: theirs, groupMessageId: fanMessage }, tokens.mai)).toBe(403);
    expect(await status('/mute', { groupId: theirs, userId: ids.fan }, tokens.mai)).toBe(403);
  });

  it('lets staff and customer care moderate public rooms', async () => {
    expect(await everyAction(maiRoom, tokens.staff)).toEqual(all(200));
    expect(await everyAction(topic, tokens.care)).toEqual(all(200));
  });

  it('lets a member delete their own private message but not the other member’s', async () => {
    const mine = await say(privateGroup, ids.fan, 'của tôi');
    const theirs = await say(privateGroup, ids.other, 'của bạn ấy');
    expect(await status('/delete', { groupId: privateGroup, groupMessageId: theirs }, tokens.fan)).toBe(403);
    expect(await status('/delete', { groupId: privateGroup, groupMessageId: mine }, tokens.fan)).toBe(200);
    const rows = await h.t.db.selectFrom('chatMessages').select(['id', 'deleted']).where('id', 'in', [mine, theirs]).orderBy('id').execute();
    expect(rows).toEqual([{ id: mine, deleted: 1 }, { id: theirs, deleted: 0 }]);
  });

  it('refuses someone outside a private conversation to delete in it, even their own old message', async () => {
    const stranger = await addUser(h.t.db, 'stranger');
    const planted = await say(privateGroup, stranger);
    expect(await status('/delete', { groupId: privateGroup, groupMessageId: planted }, await memberToken(stranger))).toBe(403);
  });

  it('lets a member delete their own message in a public room, but not another’s nor a notice about them', async () => {
    const mine = await say(topic, ids.other, 'nhầm phòng');
    const fans = await say(topic, ids.fan);
    const notice = await insertMessage(h.t.db, { groupId: topic, userId: ids.other, showName: 'x', text: 'USER_MUTED', systemMessage: SYSTEM_MESSAGE.moderation, createdAt: TEST_NOW });
    expect(await status('/delete', { groupId: topic, groupMessageId: fans }, tokens.other)).toBe(403);
    expect(await status('/delete', { groupId: topic, groupMessageId: notice }, tokens.other)).toBe(403);
    expect(await status('/delete', { groupId: topic, groupMessageId: mine }, tokens.other)).toBe(200);
  });
});
