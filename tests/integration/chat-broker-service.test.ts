import { describe, expect, it } from 'vitest';
import type { ChatEvent } from '@/lib/contract/chat';
import { CHAT_DEFAULT_GROUP, chatTopic } from '@/lib/domain/chat';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { ACCESS_TOKEN_TTL_S, issueAccessToken, issueGuestToken } from '@/server/auth/tokens';
import { openRawSocket } from '@/server/chat/test-support/clients';
import { call } from '../fixtures/api-harness';
import { chatSocketSuite } from '../fixtures/chat-socket-harness';
import { testBackends } from '../fixtures/test-db';
import { forgedToken } from './auth-tokens';
import { addTopicGroup, addUser, messageCount } from './chat-fixtures';

const backends = await testBackends();
const LOBBY = chatTopic(CHAT_DEFAULT_GROUP);
const eventOf = (body: string) => JSON.parse(body) as ChatEvent;

describe.each(backends)('chat broker with the real chat service on $name', (backend) => {
  const chat = chatSocketSuite(backend, { sweepMs: 100, registerRuntime: true });
  const connect = (token: string) => chat.connect(token);

  it('stores a member message and broadcasts it to a guest reading the lobby', async () => {
    const guest = await connect((await issueGuestToken()).token);
    const lobby = guest.subscribe(LOBBY);
    expect(eventOf((await lobby.next()).body).type).toBe('history');
    const fan = await connect((await issueAccessToken({ id: chat.h.data.fanId, siteRoleId: SITE_ROLE.member })).token);
    await fan.sendWithReceipt('/chat.sendMessage', { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'Vào rồi!' });
    let event = eventOf((await lobby.next()).body);
    while (event.type !== 'message' || event.message.systemMessage !== 0) event = eventOf((await lobby.next()).body);
    expect(event.message.originalMessage).toBe('Vào rồi!');
    expect(event.message.groupMessageId).toBeGreaterThan(0);
  });

  it("stores and broadcasts a SEND carrying the spec client's extra fields and the sender's own userId", async () => {
    const groupId = await addTopicGroup(chat.h.t.db, 'spec-client');
    const fan = await connect((await issueAccessToken({ id: chat.h.data.fanId, siteRoleId: SITE_ROLE.member })).token);
    const room = fan.subscribe(chatTopic(groupId), { 'x-no-join': 'true' });
    expect(eventOf((await room.next()).body).type).toBe('history');
    const specBody = {
      groupId, userId: chat.h.data.fanId, originalMessage: 'Từ ứng dụng cũ', showName: 'Admin', isGuest: true, vipGroup: 'VIP9', ip: '6.6.6.6',
      systemMessage: 5, updatedReaction: { '👍': 99 }, groupMessageId: null, reaction: null, parentMessageId: null, colorName: null, attachments: null, toUserId: null,
    };
    await fan.sendWithReceipt('/chat.sendMessage', specBody);
    const event = eventOf((await room.next()).body);
    expect(event.type === 'message' && event.message).toMatchObject({ originalMessage: 'Từ ứng dụng cũ', userId: chat.h.data.fanId, showName: 'Fan Một', isGuest: false, systemMessage: 0, vipGroup: null, ip: null, updatedReaction: {} });
    expect(await messageCount(chat.h.t.db, groupId)).toBe(1);
  });

  it("refuses a SEND naming another member's userId with forbidden and stores nothing", async () => {
    const groupId = await addTopicGroup(chat.h.t.db, 'impostor');
    const fan = await connect((await issueAccessToken({ id: chat.h.data.fanId, siteRoleId: SITE_ROLE.member })).token);
    fan.client.publish({ destination: '/chat.sendMessage', body: JSON.stringify({ groupId, userId: chat.h.data.fanId + 1, originalMessage: 'giả danh' }) });
    expect((await fan.errors.next()).headers.message).toBe('forbidden');
    expect(await messageCount(chat.h.t.db, groupId)).toBe(0);
  });

  it('refuses a guest SEND and keeps the guest connected', async () => {
    const guest = await connect((await issueGuestToken()).token);
    guest.client.publish({ destination: '/chat.sendMessage', body: JSON.stringify({ groupId: CHAT_DEFAULT_GROUP, originalMessage: 'hi' }) });
    expect((await guest.errors.next()).headers.message).toBe('unauthorized');
    expect(eventOf((await guest.subscribe(LOBBY).next()).body).type).toBe('history');
  });

  it('closes the socket when the token runs out', async () => {
    const { token } = await issueAccessToken({ id: chat.h.data.fanId, siteRoleId: SITE_ROLE.member }, Date.now() - ACCESS_TOKEN_TTL_S * 1000 + 3_000);
    const socket = await openRawSocket(chat.url, token);
    expect((await socket.connect()).command).toBe('CONNECTED');
    expect((await socket.frames.next(5_000)).headers.get('message')).toBe('token-expired');
    expect(await socket.closed).toBe(1008);
  });

  it('refuses a forged token at CONNECT', async () => {
    const socket = await openRawSocket(chat.url, await forgedToken(chat.h.data.fanId));
    expect((await socket.connect()).headers.get('message')).toBe('unauthorized');
    expect(await socket.closed).toBe(1008);
  });

  it('carries a moderator deletion made over REST to the sockets', async () => {
    const staffId = await addUser(chat.h.t.db, 'broker-mod', SITE_ROLE.staff);
    const staffToken = (await issueAccessToken({ id: staffId, siteRoleId: SITE_ROLE.staff })).token;
    const reader = await connect((await issueGuestToken()).token);
    const lobby = reader.subscribe(LOBBY);
    await lobby.next();
    const writer = await connect(staffToken);
    await writer.sendWithReceipt('/chat.sendMessage', { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'sẽ bị xoá' });
    let sent = eventOf((await lobby.next()).body);
    while (sent.type !== 'message' || sent.message.originalMessage !== 'sẽ bị xoá') sent = eventOf((await lobby.next()).body);
    const res = await call(chat.h.api, '/live/api/chat/moderation/delete', { token: staffToken, body: { groupId: CHAT_DEFAULT_GROUP, groupMessageId: sent.message.groupMessageId } });
    expect(res.status).toBe(200);
    let deleted = eventOf((await lobby.next()).body);
    while (deleted.type !== 'deleted') deleted = eventOf((await lobby.next()).body);
    expect(deleted.groupMessageId).toBe(sent.message.groupMessageId);
  });
});
