import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatEvent, ChatMessage } from '@/lib/contract/chat';
import { CHAT_DEFAULT_GROUP, CHAT_LIMITS, SYSTEM_MESSAGE, USER_JOIN_ROOM, chatRateLimit } from '@/lib/domain/chat';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken, issueGuestToken } from '@/server/auth/tokens';
import { placeSanction } from '@/server/chat/moderation';
import { createMemoryChatRateLimiter } from '@/server/chat/rate-limit';
import { createChatService, JOIN_ANNOUNCE_QUIET_MS } from '@/server/chat/service';
import { groupForRoom } from '@/server/chat/store';
import { ChatRefusal, type ChatPrincipal, type ChatService, type TopicRef } from '@/server/chat/types';
import { openHarness, type Harness } from '../fixtures/api-harness';
import { TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { forgedToken } from './auth-tokens';
import { addPrivateGroup, addTopicGroup, addUser, fixedPresence, messageCount, recordingBus } from './chat-fixtures';

const backends = await testBackends();
const lobby: TopicRef = { groupId: CHAT_DEFAULT_GROUP, visibility: 'public' };
const pub = (groupId: number): TopicRef => ({ groupId, visibility: 'public' });

async function refusal(p: Promise<unknown>): Promise<ChatRefusal> {
  const err = await p.then(() => null, (e: unknown) => e);
  if (!(err instanceof ChatRefusal)) throw new Error(`expected a refusal, got ${String(err)}`);
  return err;
}

function messageOf(event: ChatEvent): ChatMessage {
  if (event.type !== 'message') throw new Error(`expected a message event, got ${event.type}`);
  return event.message;
}

describe.each(backends)('chat service on $name', (backend) => {
  let h: Harness;
  let service: ChatService;
  let bus: ReturnType<typeof recordingBus>;
  let clock: number;
  const users: Record<'fan' | 'other' | 'silent' | 'staff' | 'spammer', ChatPrincipal> = {} as never;
  let guest: ChatPrincipal;

  const principal = async (userId: number, siteRoleId: number): Promise<ChatPrincipal> => {
    const { token } = await issueAccessToken({ id: userId, siteRoleId });
    const p = await service.authenticate(token);
    if (!p) throw new Error('expected a principal');
    return p;
  };

  beforeAll(async () => {
    h = await openHarness(backend);
    bus = recordingBus();
    clock = TEST_NOW;
    service = createChatService({ getDb: async () => h.t.db, rateLimiter: createMemoryChatRateLimiter(), bus, presence: fixedPresence({ [CHAT_DEFAULT_GROUP]: 7 }), now: () => clock });
    users.fan = await principal(h.data.fanId, SITE_ROLE.member);
    users.other = await principal(await addUser(h.t.db, 'other'), SITE_ROLE.member);
    users.silent = await principal(await addUser(h.t.db, 'bot', SITE_ROLE.silent), SITE_ROLE.silent);
    users.staff = await principal(await addUser(h.t.db, 'mod', SITE_ROLE.staff), SITE_ROLE.staff);
    users.spammer = await principal(await addUser(h.t.db, 'spam'), SITE_ROLE.member);
    const g = await service.authenticate((await issueGuestToken()).token);
    if (!g) throw new Error('expected a guest');
    guest = g;
  });
  afterAll(async () => {
    await h.t.close();
  });
  beforeEach(() => {
    bus.events.length = 0;
    clock += 60 * 60_000;
  });

  describe('authenticate', () => {
    it('knows members by the database and guests by their token', async () => {
      expect(users.fan).toMatchObject({ userId: h.data.fanId, showName: 'Fan Một', siteRoleId: SITE_ROLE.member, isGuest: false });
      expect(guest).toMatchObject({ isGuest: true, siteRoleId: SITE_ROLE.guest });
      expect(guest.showName).toMatch(/^Khách \d{4}$/);
      // The socket is closed when the token runs out.
      expect(users.fan.expiresAt).toBeGreaterThan(Date.now());
    });

    it('refuses forged, expired and empty tokens, and members who no longer exist', async () => {
      expect(await service.authenticate(await forgedToken(h.data.fanId))).toBeNull();
      const expired = await issueAccessToken({ id: h.data.fanId, siteRoleId: SITE_ROLE.member }, Date.now() - 60 * 60_000);
      expect(await service.authenticate(expired.token)).toBeNull();
      expect(await service.authenticate('')).toBeNull();
      expect(await service.authenticate((await issueAccessToken({ id: 999_999, siteRoleId: SITE_ROLE.member })).token)).toBeNull();
    });
  });

  describe('join', () => {
    it('creates the lobby on first use and answers its history and state', async () => {
      const event = await service.join(guest, lobby, { announce: true });
      expect(event).toMatchObject({ type: 'history', messages: [], room: { groupId: CHAT_DEFAULT_GROUP, slowModeS: 0, pinned: null, online: 7 } });
      expect(bus.events).toEqual([]);
    });

    it('refuses an unknown room, and a private conversation read as a public room', async () => {
      expect((await refusal(service.join(users.fan, pub(424_242), { announce: true }))).code).toBe('not-found');
      const priv = await addPrivateGroup(h.t.db, users.fan.userId, users.other.userId);
      expect((await refusal(service.join(users.fan, pub(priv), { announce: true }))).code).toBe('not-found');
      expect((await refusal(service.join(users.fan, { groupId: CHAT_DEFAULT_GROUP, visibility: 'private' }, { announce: true }))).code).toBe('not-found');
    });

    it('announces a member once within the quiet time, stored then published', async () => {
      const before = await messageCount(h.t.db, CHAT_DEFAULT_GROUP);
      const first = await service.join(users.fan, lobby, { announce: true });
      expect(bus.events).toHaveLength(1);
      const join = messageOf(bus.events[0]!.event);
      expect(join).toMatchObject({ systemMessage: SYSTEM_MESSAGE.join, originalMessage: USER_JOIN_ROOM, userId: users.fan.userId, ip: null });
      expect(first.type === 'history' && first.messages.at(-1)?.groupMessageId).toBe(join.groupMessageId);
      clock += JOIN_ANNOUNCE_QUIET_MS - 1;
      await service.join(users.fan, lobby, { announce: true });
      expect(bus.events).toHaveLength(1);
      expect(await messageCount(h.t.db, CHAT_DEFAULT_GROUP)).toBe(before + 1);
    });

    it('does not announce from the schedule page, nor siteRoleId 6, nor guests', async () => {
      const before = await messageCount(h.t.db, CHAT_DEFAULT_GROUP);
      await service.join(users.other, lobby, { announce: false });
      await service.join(users.silent, lobby, { announce: true });
      await service.join(guest, lobby, { announce: true });
      expect(bus.events).toEqual([]);
      expect(await messageCount(h.t.db, CHAT_DEFAULT_GROUP)).toBe(before);
    });

    it('answers the live room’s group, made on first use', async () => {
      const group = await groupForRoom(h.t.db, 1, clock);
      if (!group) throw new Error('expected a group');
      expect(group).toMatchObject({ kind: 'room', liveRoomId: 1, name: 'Room 1' });
      expect((await groupForRoom(h.t.db, 1, clock))?.id).toBe(group.id);
      expect(await groupForRoom(h.t.db, 99_999, clock)).toBeNull();
      expect((await service.join(guest, pub(group.id), { announce: false })).type).toBe('history');
    });
  });

  describe('send', () => {
    it('refuses guests and bad bodies without storing anything', async () => {
      const before = await messageCount(h.t.db, CHAT_DEFAULT_GROUP);
      const send = (p: ChatPrincipal, body: unknown) => refusal(service.send(p, lobby, body));
      expect((await send(guest, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'xin chào' })).code).toBe('unauthorized');
      for (const body of [
        null,
        'text',
        { groupId: CHAT_DEFAULT_GROUP },
        { groupId: CHAT_DEFAULT_GROUP, originalMessage: 42 },
        { groupId: CHAT_DEFAULT_GROUP, originalMessage: '   ' },
        { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'x'.repeat(CHAT_LIMITS.messageMaxChars + 1) },
        { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'hi', extra: true },
        { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'hi', colorName: 'red' },
        { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'hi', attachments: ['javascript:alert(1)'] },
        { groupId: CHAT_DEFAULT_GROUP, originalMessage: '\u0000\u0007' },
        { groupId: 31, originalMessage: 'wrong room' },
        { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'reply', parentMessageId: 987_654 },
      ]) {
        expect((await send(users.fan, body)).code, JSON.stringify(body)).toBe('invalid');
      }
      expect(await messageCount(h.t.db, CHAT_DEFAULT_GROUP)).toBe(before);
    });

    it('stores the text as written, less control characters, and returns it with an id', async () => {
      const html = '  <b>Vào!</b>\u0007 Hà Nội\u202E thắng   ';
      const message = messageOf(await service.send({ ...users.fan, ip: '203.0.113.7' }, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: html, colorName: '#ff0000', attachments: ['/media/a.png'] }));
      expect(message).toMatchObject({ originalMessage: '<b>Vào!</b> Hà Nội thắng', showName: 'Fan Một', colorName: '#ff0000', attachments: ['/media/a.png'], systemMessage: 0, ip: null, isGuest: false });
      // The address is kept for moderation, never sent.
      const row = await h.t.db.selectFrom('chatMessages').select(['text', 'groupId', 'ip']).where('id', '=', message.groupMessageId).executeTakeFirstOrThrow();
      expect(row).toEqual({ text: '<b>Vào!</b> Hà Nội thắng', groupId: CHAT_DEFAULT_GROUP, ip: '203.0.113.7' });
      const history = await service.join(users.silent, lobby, { announce: false });
      expect(history.type === 'history' && history.messages.find((m) => m.groupMessageId === message.groupMessageId)?.ip).toBeNull();
    });

    it('quotes the parent of a reply, and refuses a parent from another room', async () => {
      const parent = messageOf(await service.send(users.other, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'Ai thắng?' }));
      const reply = messageOf(await service.send(users.fan, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'Hà Nội', parentMessageId: parent.groupMessageId }));
      expect(reply.parent).toEqual({ groupMessageId: parent.groupMessageId, showName: 'Người other', originalMessage: 'Ai thắng?' });
      const topic = await addTopicGroup(h.t.db, 'Bóng rổ');
      const err = await refusal(service.send(users.fan, pub(topic), { groupId: topic, originalMessage: 'x', parentMessageId: parent.groupMessageId }));
      expect(err.code).toBe('invalid');
      const history = await service.join(users.silent, lobby, { announce: true });
      // What was broadcast is what a later joiner reads.
      expect(history.type === 'history' && history.messages.find((m) => m.groupMessageId === reply.groupMessageId)).toEqual(reply);
    });

    it('toggles reactions and counts them per emoji', async () => {
      const target = messageOf(await service.send(users.other, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'Bàn thắng đẹp!' }));
      const react = (p: ChatPrincipal, reaction: string) => service.send(p, lobby, { groupId: CHAT_DEFAULT_GROUP, groupMessageId: target.groupMessageId, reaction });
      expect(await react(users.fan, '👍')).toEqual({ type: 'reaction', groupMessageId: target.groupMessageId, updatedReaction: { '👍': 1 } });
      expect(await react(users.other, '👍')).toMatchObject({ updatedReaction: { '👍': 2 } });
      expect(await react(users.other, '🔥')).toMatchObject({ updatedReaction: { '👍': 2, '🔥': 1 } });
      expect(await react(users.fan, '👍')).toMatchObject({ updatedReaction: { '👍': 1, '🔥': 1 } });
      const history = await service.join(users.silent, lobby, { announce: false });
      expect(history.type === 'history' && history.messages.find((m) => m.groupMessageId === target.groupMessageId)?.updatedReaction).toEqual({ '👍': 1, '🔥': 1 });
      expect((await refusal(react(guest, '👍'))).code).toBe('unauthorized');
      expect((await refusal(react(users.fan, 'a b'))).code).toBe('invalid');
      const topic = await addTopicGroup(h.t.db, 'Esports');
      const elsewhere = await refusal(service.send(users.fan, pub(topic), { groupId: topic, groupMessageId: target.groupMessageId, reaction: '👍' }));
      expect(elsewhere.code).toBe('invalid');
    });

    it('limits messages per window by role, and stores nothing beyond it', async () => {
      const limit = chatRateLimit(SITE_ROLE.member);
      for (let i = 0; i < limit; i++) await service.send(users.spammer, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: `tin ${i}` });
      const before = await messageCount(h.t.db, CHAT_DEFAULT_GROUP);
      const err = await refusal(service.send(users.spammer, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'một tin nữa' }));
      expect(err.code).toBe('rate-limited');
      expect(err.retryAfterMs).toBeGreaterThan(0);
      expect(await messageCount(h.t.db, CHAT_DEFAULT_GROUP)).toBe(before);
      clock += CHAT_LIMITS.rateWindowMs;
      expect((await service.send(users.spammer, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'lại được rồi' })).type).toBe('message');
    });

    it('holds members to slow mode, but not moderators', async () => {
      const topic = await addTopicGroup(h.t.db, 'Chậm');
      await h.t.db.updateTable('chatGroups').set({ slowModeS: 10 }).where('id', '=', topic).execute();
      const send = (p: ChatPrincipal, text: string) => service.send(p, pub(topic), { groupId: topic, originalMessage: text });
      await send(users.fan, 'một');
      clock += 4_000;
      const err = await refusal(send(users.fan, 'hai'));
      expect(err.code).toBe('slow-mode');
      expect(err.retryAfterMs).toBe(6_000);
      await send(users.staff, 'một');
      await send(users.staff, 'hai');
      clock += 6_000;
      expect((await send(users.fan, 'ba')).type).toBe('message');
      expect(await messageCount(h.t.db, topic)).toBe(4);
      clock += 10_000;
      const together = await Promise.allSettled([send(users.other, 'bốn'), send(users.other, 'năm'), send(users.other, 'sáu')]);
      expect(together.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(together.filter((r) => r.status === 'rejected').map((r) => (r.reason as ChatRefusal).code)).toEqual(['slow-mode', 'slow-mode']);
      expect(await messageCount(h.t.db, topic)).toBe(5);
    });

    it('refuses muted members to write and banned members to read, until it ends', async () => {
      const topic = await addTopicGroup(h.t.db, 'Phạt');
      const send = () => service.send(users.other, pub(topic), { groupId: topic, originalMessage: 'alo' });
      await placeSanction(h.t.db, { groupId: topic, userId: users.other.userId, kind: 'mute', until: clock + 60_000, byUserId: users.staff.userId, now: clock });
      const muted = await refusal(send());
      expect([muted.code, muted.retryAfterMs]).toEqual(['muted', 60_000]);
      expect((await service.join(users.other, pub(topic), { announce: false })).type).toBe('history');
      await placeSanction(h.t.db, { groupId: topic, userId: users.other.userId, kind: 'ban', until: null, byUserId: users.staff.userId, now: clock });
      expect((await refusal(service.join(users.other, pub(topic), { announce: true }))).code).toBe('banned');
      expect((await refusal(send())).code).toBe('banned');
      await h.t.db.deleteFrom('chatSanctions').where('kind', '=', 'ban').execute();
      clock += 60_000;
      expect((await send()).type).toBe('message');
      expect(await messageCount(h.t.db, topic)).toBe(1);
    });

    it('keeps private conversations to their two members, addressed to the other one', async () => {
      const third = await principal(await addUser(h.t.db, 'third'), SITE_ROLE.member);
      const groupId = await addPrivateGroup(h.t.db, users.fan.userId, third.userId);
      const topic: TopicRef = { groupId, visibility: 'private' };
      expect((await refusal(service.join(users.other, topic, { announce: true }))).code).toBe('forbidden');
      expect((await refusal(service.join(guest, topic, { announce: true }))).code).toBe('unauthorized');
      expect((await refusal(service.send(users.other, topic, { groupId, originalMessage: 'chen ngang' }))).code).toBe('forbidden');
      expect((await refusal(service.send(users.fan, topic, { groupId, originalMessage: 'nhầm', toUserId: users.other.userId }))).code).toBe('invalid');
      const sent = messageOf(await service.send(users.fan, topic, { groupId, originalMessage: 'Tối nay xem chung nhé' }));
      expect(sent.toUserId).toBe(third.userId);
      const history = await service.join(third, topic, { announce: true });
      expect(history.type === 'history' && history.messages.map((m) => m.originalMessage)).toEqual(['Tối nay xem chung nhé']);
      expect(bus.events).toEqual([]);
    });
  });
});
