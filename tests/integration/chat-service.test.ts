import { describe, expect, it } from 'vitest';
import { chatEvent } from '@/lib/contract/chat';
import { CHAT_DEFAULT_GROUP, CHAT_LIMITS, SYSTEM_MESSAGE, USER_JOIN_ROOM } from '@/lib/domain/chat';
import { LEVEL_THRESHOLDS } from '@/lib/domain/levels';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { JOIN_ANNOUNCE_QUIET_MS } from '@/server/chat/service';
import { groupForRoom } from '@/server/chat/store';
import type { ChatPrincipal } from '@/server/chat/types';
import { testBackends } from '../fixtures/test-db';
import { forgedToken } from './auth-tokens';
import { addPrivateGroup, addTopicGroup, messageCount } from './chat-fixtures';
import { lobby, messageOf, pub, refusal, useChatWorld } from './chat-world';

const backends = await testBackends();

describe.each(backends)('chat service on $name', (backend) => {
  const w = useChatWorld(backend);

  describe('authenticate', () => {
    it('knows members by the database and guests by their token', async () => {
      expect(w.users.fan).toMatchObject({ userId: w.h.data.fanId, showName: 'Fan Một', siteRoleId: SITE_ROLE.member, isGuest: false });
      expect(w.guest).toMatchObject({ isGuest: true, siteRoleId: SITE_ROLE.guest });
      expect(w.guest.showName).toMatch(/^Khách \d{4}$/);
      // The socket is closed when the token runs out.
      expect(w.users.fan.expiresAt).toBeGreaterThan(Date.now());
    });

    it('refuses forged, expired and empty tokens, and members who no longer exist', async () => {
      expect(await w.service.authenticate(await forgedToken(w.h.data.fanId))).toBeNull();
      const expired = await issueAccessToken({ id: w.h.data.fanId, siteRoleId: SITE_ROLE.member }, Date.now() - 60 * 60_000);
      expect(await w.service.authenticate(expired.token)).toBeNull();
      expect(await w.service.authenticate('')).toBeNull();
      expect(await w.service.authenticate((await issueAccessToken({ id: 999_999, siteRoleId: SITE_ROLE.member })).token)).toBeNull();
    });
  });

  describe('join', () => {
    it('creates the lobby on first use and answers its history and state', async () => {
      const event = await w.service.join(w.guest, lobby, { announce: true });
      expect(event).toMatchObject({ type: 'history', messages: [], room: { groupId: CHAT_DEFAULT_GROUP, slowModeS: 0, pinned: null, online: 7 } });
      expect(w.bus.events).toEqual([]);
    });

    it('refuses an unknown room, and a private conversation read as a public room', async () => {
      expect((await refusal(w.service.join(w.users.fan, pub(424_242), { announce: true }))).code).toBe('not-found');
      const priv = await addPrivateGroup(w.h.t.db, w.users.fan.userId, w.users.other.userId);
      expect((await refusal(w.service.join(w.users.fan, pub(priv), { announce: true }))).code).toBe('not-found');
      expect((await refusal(w.service.join(w.users.fan, { groupId: CHAT_DEFAULT_GROUP, visibility: 'private' }, { announce: true }))).code).toBe('not-found');
    });

    it('announces a member once within the quiet time, stored then published', async () => {
      const before = await messageCount(w.h.t.db, CHAT_DEFAULT_GROUP);
      const first = await w.service.join(w.users.fan, lobby, { announce: true });
      expect(w.bus.events).toHaveLength(1);
      const join = messageOf(w.bus.events[0]!.event);
      expect(join).toMatchObject({ systemMessage: SYSTEM_MESSAGE.join, originalMessage: USER_JOIN_ROOM, userId: w.users.fan.userId, ip: null });
      expect(first.type === 'history' && first.messages.at(-1)?.groupMessageId).toBe(join.groupMessageId);
      w.clock.now += JOIN_ANNOUNCE_QUIET_MS - 1;
      await w.service.join(w.users.fan, lobby, { announce: true });
      expect(w.bus.events).toHaveLength(1);
      expect(await messageCount(w.h.t.db, CHAT_DEFAULT_GROUP)).toBe(before + 1);
    });

    it('does not announce from the schedule page, nor siteRoleId 6, nor guests', async () => {
      const before = await messageCount(w.h.t.db, CHAT_DEFAULT_GROUP);
      await w.service.join(w.users.other, lobby, { announce: false });
      await w.service.join(w.users.silent, lobby, { announce: true });
      await w.service.join(w.guest, lobby, { announce: true });
      expect(w.bus.events).toEqual([]);
      expect(await messageCount(w.h.t.db, CHAT_DEFAULT_GROUP)).toBe(before);
    });

    it('answers the live room’s group, made on first use', async () => {
      const group = await groupForRoom(w.h.t.db, 1, w.clock.now);
      if (!group) throw new Error('expected a group');
      expect(group).toMatchObject({ kind: 'room', liveRoomId: 1, nameVi: 'Phòng 1', nameEn: 'Room 1', nameZh: '直播間 1' });
      expect((await groupForRoom(w.h.t.db, 1, w.clock.now))?.id).toBe(group.id);
      expect(await groupForRoom(w.h.t.db, 99_999, w.clock.now)).toBeNull();
      expect((await w.service.join(w.guest, pub(group.id), { announce: false })).type).toBe('history');
    });
  });

  describe('send', () => {
    it('refuses guests and bad bodies without storing anything', async () => {
      const before = await messageCount(w.h.t.db, CHAT_DEFAULT_GROUP);
      const send = (p: ChatPrincipal, body: unknown) => refusal(w.service.send(p, lobby, body));
      expect((await send(w.guest, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'xin chào' })).code).toBe('unauthorized');
      for (const body of [
        null,
        'text',
        { groupId: CHAT_DEFAULT_GROUP },
        { groupId: CHAT_DEFAULT_GROUP, originalMessage: 42 },
        { groupId: CHAT_DEFAULT_GROUP, originalMessage: '   ' },
        { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'x'.repeat(CHAT_LIMITS.messageMaxChars + 1) },
        { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'hi', userId: 'me' },
        { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'hi', colorName: 'red' },
        { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'hi', attachments: ['javascript:alert(1)'] },
        { groupId: CHAT_DEFAULT_GROUP, originalMessage: '\u0000\u0007' },
        { groupId: 31, originalMessage: 'wrong room' },
        { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'reply', parentMessageId: 987_654 },
      ]) {
        expect((await send(w.users.fan, body)).code, JSON.stringify(body)).toBe('invalid');
      }
      expect(await messageCount(w.h.t.db, CHAT_DEFAULT_GROUP)).toBe(before);
    });

    it('drops fields it does not know or sets itself, and refuses a userId that is not the sender', async () => {
      const message = messageOf(await w.service.send(w.users.fan, lobby, { groupId: CHAT_DEFAULT_GROUP, userId: w.users.fan.userId, originalMessage: 'tôi', extra: true, showName: 'Admin', isGuest: true }));
      expect(message).toMatchObject({ userId: w.users.fan.userId, showName: 'Fan Một', isGuest: false });
      expect((await refusal(w.service.send(w.users.fan, lobby, { groupId: CHAT_DEFAULT_GROUP, userId: w.users.other.userId, originalMessage: 'giả' }))).code).toBe('forbidden');
    });

    it('stores the text as written, less control characters, and returns it with an id', async () => {
      const html = '  <b>Vào!</b>\u0007 Hà Nội\u202E thắng   ';
      const message = messageOf(await w.service.send({ ...w.users.fan, ip: '203.0.113.7' }, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: html, colorName: '#ff0000', attachments: ['/media/a.png'] }));
      expect(message).toMatchObject({ originalMessage: '<b>Vào!</b> Hà Nội thắng', showName: 'Fan Một', colorName: '#ff0000', attachments: ['/media/a.png'], systemMessage: 0, ip: null, isGuest: false });
      // The address is kept for moderation, never sent.
      const row = await w.h.t.db.selectFrom('chatMessages').select(['text', 'groupId', 'ip']).where('id', '=', message.groupMessageId).executeTakeFirstOrThrow();
      expect(row).toEqual({ text: '<b>Vào!</b> Hà Nội thắng', groupId: CHAT_DEFAULT_GROUP, ip: '203.0.113.7' });
      const history = await w.service.join(w.users.silent, lobby, { announce: false });
      expect(history.type === 'history' && history.messages.find((m) => m.groupMessageId === message.groupMessageId)?.ip).toBeNull();
    });

    it("puts a member's level on their messages, as sent and in the history, and none on other badges", async () => {
      await w.h.t.db.insertInto('pointLedger').values({ userId: w.users.fan.userId, kind: 'test', ref: 'level', points: LEVEL_THRESHOLDS[3] ?? 300, createdAt: Date.now() }).execute();
      try {
        const sent = messageOf(await w.service.send(w.users.fan, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'cấp mấy?' }));
        expect(sent.level).toBe(4);
        const history = await w.service.join(w.users.silent, lobby, { announce: false });
        expect(history.type === 'history' && history.messages.find((m) => m.groupMessageId === sent.groupMessageId)?.level).toBe(4);
      } finally {
        await w.h.t.db.deleteFrom('pointLedger').where('kind', '=', 'test').execute();
      }
    });

    it('quotes the parent of a reply, and refuses a parent from another room', async () => {
      const parent = messageOf(await w.service.send(w.users.other, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'Ai thắng?', lang: 'vi' }));
      const reply = messageOf(await w.service.send(w.users.fan, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'Hà Nội', parentMessageId: parent.groupMessageId }));
      // Each keeps the language its sender wrote from; unknown when the client does not say.
      expect(reply.parent).toEqual({ groupMessageId: parent.groupMessageId, showName: 'Người other', originalMessage: 'Ai thắng?', lang: 'vi' });
      expect(reply.lang).toBeNull();
      const topic = await addTopicGroup(w.h.t.db, 'Bóng rổ');
      const err = await refusal(w.service.send(w.users.fan, pub(topic), { groupId: topic, originalMessage: 'x', parentMessageId: parent.groupMessageId }));
      expect(err.code).toBe('invalid');
      const history = await w.service.join(w.users.silent, lobby, { announce: true });
      // What was broadcast is what a later joiner reads.
      expect(history.type === 'history' && history.messages.find((m) => m.groupMessageId === reply.groupMessageId)).toEqual(reply);
    });

    it('returns events that fit the wire contract', async () => {
      const parent = messageOf(await w.service.send(w.users.other, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'Kèo nào thơm?', attachments: ['https://cdn.example/a.png'] }));
      const events = [
        await w.service.send(w.users.fan, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'Kèo dưới', parentMessageId: parent.groupMessageId, colorName: '#00aa00' }),
        await w.service.send(w.users.fan, lobby, { groupId: CHAT_DEFAULT_GROUP, groupMessageId: parent.groupMessageId, reaction: '😂' }),
        await w.service.join(w.users.fan, lobby, { announce: true }),
        { type: 'room' as const, room: await w.service.roomState(CHAT_DEFAULT_GROUP) },
      ];
      for (const event of events) expect(chatEvent.safeParse(event).error?.issues ?? [], event.type).toEqual([]);
    });

    it('toggles reactions and counts them per emoji', async () => {
      const target = messageOf(await w.service.send(w.users.other, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'Bàn thắng đẹp!' }));
      const react = (p: ChatPrincipal, reaction: string) => w.service.send(p, lobby, { groupId: CHAT_DEFAULT_GROUP, groupMessageId: target.groupMessageId, reaction });
      expect(await react(w.users.fan, '👍')).toEqual({ type: 'reaction', groupMessageId: target.groupMessageId, updatedReaction: { '👍': 1 } });
      expect(await react(w.users.other, '👍')).toMatchObject({ updatedReaction: { '👍': 2 } });
      expect(await react(w.users.other, '🔥')).toMatchObject({ updatedReaction: { '👍': 2, '🔥': 1 } });
      expect(await react(w.users.fan, '👍')).toMatchObject({ updatedReaction: { '👍': 1, '🔥': 1 } });
      const history = await w.service.join(w.users.silent, lobby, { announce: false });
      expect(history.type === 'history' && history.messages.find((m) => m.groupMessageId === target.groupMessageId)?.updatedReaction).toEqual({ '👍': 1, '🔥': 1 });
      expect((await refusal(react(w.guest, '👍'))).code).toBe('unauthorized');
      expect((await refusal(react(w.users.fan, 'a b'))).code).toBe('invalid');
      const topic = await addTopicGroup(w.h.t.db, 'Esports');
      const elsewhere = await refusal(w.service.send(w.users.fan, pub(topic), { groupId: topic, groupMessageId: target.groupMessageId, reaction: '👍' }));
      expect(elsewhere.code).toBe('invalid');
    });

  });
});
