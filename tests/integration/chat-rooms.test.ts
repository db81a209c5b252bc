import { matchRoomPath } from '@/lib/domain/room-url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { chatEvent, chatHistory, chatRoomDetail, chatRoomList, roomState, type ChatRoomSummary } from '@/lib/contract/chat';
import { envelope } from '@/lib/contract/endpoint';
import { liveRoom } from '@/lib/contract/room';
import { CHAT_DEFAULT_GROUP, SYSTEM_MESSAGE } from '@/lib/domain/chat';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { setChatRuntime } from '@/server/chat/runtime';
import { groupForRoom } from '@/server/chat/store';
import { insertMessage } from '@/server/chat/store-messages';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { guestToken, memberToken } from './auth-tokens';
import { addPrivateGroup, addTopicGroup, addUser, fixedPresence, recordingBus } from './chat-fixtures';

const backends = await testBackends();
const C = '/live/api/chat';

describe.each(backends)('chat rooms and moderation over REST on $name', (backend) => {
  let h: Harness;
  let fan: string;
  let guest: string;
  let host: string;
  let staff: string;
  let staffId: number;
  let roomGroup: number;
  let topic: number;
  const bus = recordingBus();
  const presence = fixedPresence();

  const list = async (tab: string, token?: string) => {
    const res = await call(h.api, `${C}/room/list?tab=${tab}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return envelope(chatRoomList.data).parse(res.body).data;
  };
  const post = (path: string, body: unknown, token?: string) => call(h.api, `${C}${path}`, { method: 'POST', body, token });
  const say = (groupId: number, userId: number, text: string) => insertMessage(h.t.db, { groupId, userId, showName: 'x', text, createdAt: TEST_NOW });

  beforeAll(async () => {
    h = await openHarness(backend);
    setChatRuntime({ bus, presence });
    fan = await memberToken(h.data.fanId);
    guest = (await guestToken()).token;
    host = await memberToken(h.data.commentators.tuan);
    staffId = await addUser(h.t.db, 'moderator', SITE_ROLE.staff);
    staff = (await issueAccessToken({ id: staffId, siteRoleId: SITE_ROLE.staff })).token;
    const group = await groupForRoom(h.t.db, 1);
    if (!group) throw new Error('expected the room group');
    roomGroup = group.id;
    topic = await addTopicGroup(h.t.db, 'Ngoại hạng Anh');
  });
  afterAll(async () => {
    setChatRuntime(null);
    await h.t.close();
  });
  beforeEach(() => {
    bus.events.length = 0;
  });

  it('lists the lobby, topic rooms and the chats of rooms on air, busiest first', async () => {
    presence.add(topic, 5);
    const rooms = await list('all');
    const liveRoomIds = rooms.map((r) => r.roomId).filter((id) => id !== null);
    expect(liveRoomIds.sort()).toEqual([1, 2, 4]);
    // Each live room's chat links to the room's own page, the same address the room's detail gives.
    for (const room of rooms) {
      if (room.roomId === null) expect(room.livePath).toBeNull();
      else {
        const detail = envelope(liveRoom.data).parse((await call(h.api, `/live/api/schedule/liveRoom?id=${room.roomId}`)).body).data;
        expect(room.livePath).toBe(matchRoomPath(detail.match, room.roomId));
      }
    }
    expect(rooms[0]).toMatchObject({ groupId: topic, online: 5, name: 'Ngoại hạng Anh' });
    expect(rooms.map((r) => r.groupId)).toContain(CHAT_DEFAULT_GROUP);
    const more = await list('all', guest);
    expect(more.map((r) => r.groupId).sort()).toEqual(rooms.map((r) => r.groupId).sort());
  });

  it('gives every live room its own chat group, the same one each time', async () => {
    const groupOf = async (roomId: number) => envelope(liveRoom.data).parse((await call(h.api, `/live/api/schedule/liveRoom?id=${roomId}`)).body).data.groupId;
    const [a, b] = await Promise.all([groupOf(3), groupOf(3)]);
    expect(a).toBe(b);
    expect(await groupOf(1)).toBe(roomGroup);
    const row = await h.t.db.selectFrom('chatGroups').select(['kind', 'liveRoomId']).where('id', '=', a).executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'room', liveRoomId: 3 });
    expect(await h.t.db.selectFrom('chatGroups').select('id').where('liveRoomId', '=', 3).execute()).toHaveLength(1);
  });

  it('follows and unfollows for members only, and splits discover from following', async () => {
    expect((await post('/room/follow', { groupId: topic, follow: true })).status).toBe(401);
    expect((await post('/room/follow', { groupId: topic, follow: true }, guest)).status).toBe(401);
    expect((await post('/room/follow', { groupId: 999_999, follow: true }, fan)).status).toBe(404);
    expect((await post('/room/follow', { groupId: 'x', follow: true }, fan)).status).toBe(422);
    expect((await post('/room/follow', { groupId: topic, follow: 'yes' }, fan)).status).toBe(422);
    const priv = await addPrivateGroup(h.t.db, h.data.fanId, staffId);
    expect((await post('/room/follow', { groupId: priv, follow: true }, fan)).status).toBe(404);

    const res = await post('/room/follow', { groupId: topic, follow: true }, fan);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ groupId: topic, following: true, followers: 1 });
    expect((await post('/room/follow', { groupId: topic, follow: true }, fan)).body.data).toMatchObject({ followers: 1 });
    expect((await list('following', fan)).map((r) => r.groupId)).toEqual([topic]);
    expect((await list('discover', fan)).map((r) => r.groupId)).not.toContain(topic);
    expect((await list('discover', guest)).map((r) => r.groupId)).toContain(topic);
    expect((await call(h.api, `${C}/room/list?tab=following`, { token: guest })).status).toBe(401);
    expect((await call(h.api, `${C}/room/list?tab=popular`)).status).toBe(422);

    const off = await post('/room/follow', { groupId: topic, follow: false }, fan);
    expect(off.body.data).toMatchObject({ following: false, followers: 0 } satisfies Partial<ChatRoomSummary>);
    expect(await list('following', fan)).toEqual([]);
  });

  it('tells who moderates a room in its detail', async () => {
    const detail = async (token: string) => envelope(chatRoomDetail.data).parse((await call(h.api, `${C}/room/detail?groupId=${roomGroup}`, { token })).body).data;
    expect((await detail(host)).canModerate).toBe(true);
    expect((await detail(staff)).canModerate).toBe(true);
    expect((await detail(fan)).canModerate).toBe(false);
    expect((await detail(guest)).room).toMatchObject({ groupId: roomGroup, roomId: 1 });
    expect((await call(h.api, `${C}/room/detail?groupId=999999`)).status).toBe(404);
    expect((await call(h.api, `${C}/room/detail?groupId=abc`)).status).toBe(422);
    expect((await call(h.api, `${C}/room/detail`)).status).toBe(422);
  });

  it('pages history backwards, and keeps private conversations to their members', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) ids.push(await say(topic, h.data.fanId, `tin ${i}`));
    const page = async (q: string, token?: string) => envelope(chatHistory.data).parse((await call(h.api, `${C}/history?${q}`, { token })).body).data;
    const latest = await page(`groupId=${topic}`);
    expect(latest).toHaveLength(50);
    expect(latest.at(-1)?.originalMessage).toBe('tin 59');
    const older = await page(`groupId=${topic}&before=${latest[0]?.groupMessageId}`);
    expect(older.map((m) => m.originalMessage)).toEqual(Array.from({ length: 10 }, (_, i) => `tin ${i}`));
    expect((await call(h.api, `${C}/history?groupId=${topic}&before=-1`)).status).toBe(422);
    expect((await call(h.api, `${C}/history?groupId=424242`)).status).toBe(404);

    const priv = await addPrivateGroup(h.t.db, h.data.fanId, h.data.commentators.mai);
    await say(priv, h.data.fanId, 'bí mật');
    expect((await call(h.api, `${C}/history?groupId=${priv}`, { token: guest })).status).toBe(401);
    expect((await call(h.api, `${C}/history?groupId=${priv}`, { token: host })).status).toBe(403);
    expect((await page(`groupId=${priv}`, fan)).map((m) => m.originalMessage)).toEqual(['bí mật']);
  });

  it('refuses moderation to guests and non-moderators, and to the unknown', async () => {
    const staffMessage = await say(roomGroup, staffId, 'Nội quy phòng');
    const bodies: [string, unknown][] = [
      ['/moderation/ban', { groupId: roomGroup, userId: staffId }],
      ['/moderation/mute', { groupId: roomGroup, userId: staffId }],
      ['/moderation/lift', { groupId: roomGroup, userId: staffId }],
      ['/moderation/delete', { groupId: roomGroup, groupMessageId: staffMessage }],
      ['/moderation/pin', { groupId: roomGroup, groupMessageId: null }],
      ['/moderation/slow-mode', { groupId: roomGroup, seconds: 10 }],
    ];
    for (const [path, body] of bodies) {
      expect((await post(path, body)).status, path).toBe(401);
      expect((await post(path, body, guest)).status, path).toBe(401);
      expect((await post(path, body, fan)).status, path).toBe(403);
      expect((await post(path, { ...(body as object), groupId: 999_999 }, staff)).status, path).toBe(404);
    }
    expect((await post('/moderation/slow-mode', { groupId: roomGroup, seconds: 121 }, staff)).status).toBe(422);
    expect((await post('/moderation/mute', { groupId: roomGroup, userId: h.data.fanId, durationS: 0 }, staff)).status).toBe(422);
    expect((await post('/moderation/ban', { groupId: roomGroup, userId: 999_999 }, staff)).status).toBe(404);
    expect((await post('/moderation/ban', { groupId: roomGroup, userId: staffId }, host)).status).toBe(403);
    expect(bus.events).toEqual([]);
    expect(await h.t.db.selectFrom('chatSanctions').selectAll().execute()).toEqual([]);
  });

  it('lets the host ban, mute and lift, telling the room each time', async () => {
    expect((await post('/moderation/mute', { groupId: roomGroup, userId: h.data.fanId, durationS: 60 }, host)).status).toBe(200);
    expect(bus.events).toHaveLength(1);
    const muted = chatEvent.parse(bus.events[0]?.event);
    expect(muted).toMatchObject({ type: 'message', message: { systemMessage: SYSTEM_MESSAGE.moderation, originalMessage: 'USER_MUTED', userId: h.data.fanId } });
    expect(bus.events[0]?.topic).toEqual({ groupId: roomGroup, visibility: 'public' });

    expect((await post('/moderation/ban', { groupId: roomGroup, userId: h.data.fanId }, host)).status).toBe(200);
    expect((await call(h.api, `${C}/history?groupId=${roomGroup}`, { token: fan })).status).toBe(403);
    const rows = await h.t.db.selectFrom('chatSanctions').select(['kind', 'until']).where('userId', '=', h.data.fanId).orderBy('kind').execute();
    expect(rows.map((r) => [r.kind, r.until === null])).toEqual([['ban', true], ['mute', false]]);

    expect((await post('/moderation/lift', { groupId: roomGroup, userId: h.data.fanId }, host)).status).toBe(200);
    expect((await call(h.api, `${C}/history?groupId=${roomGroup}`, { token: fan })).status).toBe(200);
    expect(await h.t.db.selectFrom('chatSanctions').selectAll().execute()).toEqual([]);
  });

  it('pins, deletes (unpinning) and sets slow mode, publishing the room state', async () => {
    const id = await say(roomGroup, h.data.commentators.tuan, 'Chào mừng cả nhà!');
    const pin = await post('/moderation/pin', { groupId: roomGroup, groupMessageId: id }, host);
    expect(pin.status).toBe(200);
    expect(roomState.parse(pin.body.data).pinned?.originalMessage).toBe('Chào mừng cả nhà!');
    expect(bus.events.map((e) => e.event.type)).toEqual(['room']);
    expect((await post('/moderation/pin', { groupId: roomGroup, groupMessageId: 987_654 }, host)).status).toBe(404);

    const slow = await post('/moderation/slow-mode', { groupId: roomGroup, seconds: 30 }, staff);
    expect(roomState.parse(slow.body.data)).toMatchObject({ slowModeS: 30, pinned: { groupMessageId: id } });

    bus.events.length = 0;
    expect((await post('/moderation/delete', { groupId: roomGroup, groupMessageId: id }, staff)).status).toBe(200);
    expect(bus.events.map((e) => e.event)).toEqual([
      { type: 'deleted', groupMessageId: id },
      { type: 'room', room: expect.objectContaining({ pinned: null, slowModeS: 30 }) as unknown },
    ]);
    expect((await post('/moderation/delete', { groupId: roomGroup, groupMessageId: id }, staff)).status).toBe(404);
    const other = await say(topic, h.data.fanId, 'ở phòng khác');
    expect((await post('/moderation/delete', { groupId: roomGroup, groupMessageId: other }, staff)).status).toBe(404);
    const history = envelope(z.array(z.object({ groupMessageId: z.int() }))).parse((await call(h.api, `${C}/history?groupId=${roomGroup}`)).body).data;
    expect(history.map((m) => m.groupMessageId)).not.toContain(id);
  });

  it('stores a moderation even when the bus fails, and still answers 200', async () => {
    const failing = { ...recordingBus(), publish: () => Promise.reject(new Error('bus down')) };
    setChatRuntime({ bus: failing, presence });
    try {
      const res = await post('/moderation/slow-mode', { groupId: topic, seconds: 5 }, staff);
      expect(res.status).toBe(200);
      expect((await h.t.db.selectFrom('chatGroups').select('slowModeS').where('id', '=', topic).executeTakeFirstOrThrow()).slowModeS).toBe(5);
    } finally {
      setChatRuntime({ bus, presence });
    }
  });
});
