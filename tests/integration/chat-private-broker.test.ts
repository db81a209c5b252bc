import { describe, expect, it } from 'vitest';
import type { ChatEvent } from '@/lib/contract/chat';
import { CHAT_DESTINATIONS, chatTopic } from '@/lib/domain/chat';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { call } from '../fixtures/api-harness';
import { chatSocketSuite } from '../fixtures/chat-socket-harness';
import { testBackends } from '../fixtures/test-db';
import { addPrivateGroup, addUser, messageCount } from './chat-fixtures';

const backends = await testBackends();
const eventOf = (body: string) => JSON.parse(body) as ChatEvent;

describe.each(backends)('a private conversation over the chat socket on $name', (backend) => {
  const chat = chatSocketSuite(backend, { sweepMs: 100, registerRuntime: true });
  const connect = async (userId: number) => chat.connect((await issueAccessToken({ id: userId, siteRoleId: SITE_ROLE.member })).token);

  /** Two friends, each with a socket; the second already reads the conversation. */
  async function friends(name: string) {
    const a = await addUser(chat.h.t.db, `${name}-a`);
    const b = await addUser(chat.h.t.db, `${name}-b`);
    const groupId = await addPrivateGroup(chat.h.t.db, a, b);
    const [socketA, socketB] = [await connect(a), await connect(b)];
    const readingB = socketB.subscribe(chatTopic(groupId, 'private'));
    expect(eventOf((await readingB.next()).body).type).toBe('history');
    return { a, b, groupId, socketA, socketB };
  }

  it('refuses the removed friend’s SEND with an ERROR frame and stores nothing', async () => {
    const { a, b, groupId, socketB } = await friends('sock-send');
    const res = await call(chat.h.api, '/live/api/user/friend/remove', { body: { userId: b }, token: (await issueAccessToken({ id: a, siteRoleId: SITE_ROLE.member })).token });
    expect(res.status).toBe(200);
    socketB.client.publish({ destination: CHAT_DESTINATIONS.private, body: JSON.stringify({ groupId, originalMessage: 'vẫn nhắn được không?' }) });
    expect((await socketB.errors.next()).headers.message).toBe('forbidden');
    expect(await messageCount(chat.h.t.db, groupId)).toBe(0);
  });

  it('refuses the removed friend’s SUBSCRIBE with an ERROR frame', async () => {
    const { a, b, groupId, socketA } = await friends('sock-sub');
    await call(chat.h.api, '/live/api/user/friend/remove', { body: { userId: a }, token: (await issueAccessToken({ id: b, siteRoleId: SITE_ROLE.member })).token });
    socketA.subscribe(chatTopic(groupId, 'private'));
    expect((await socketA.errors.next()).headers.message).toBe('forbidden');
  });

  it('refuses SEND on both sides once one member blocks the other', async () => {
    const { a, b, groupId, socketA, socketB } = await friends('sock-block');
    const res = await call(chat.h.api, '/live/api/user/friend/block', { body: { userId: b }, token: (await issueAccessToken({ id: a, siteRoleId: SITE_ROLE.member })).token });
    expect(res.status).toBe(200);
    for (const socket of [socketA, socketB]) {
      socket.client.publish({ destination: CHAT_DESTINATIONS.private, body: JSON.stringify({ groupId, originalMessage: 'alo' }) });
      expect((await socket.errors.next()).headers.message).toBe('forbidden');
    }
    expect(await messageCount(chat.h.t.db, groupId)).toBe(0);
  });
});
