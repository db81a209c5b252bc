import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatEvent } from '@/lib/contract/chat';
import { chatTopic } from '@/lib/domain/chat';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken, issueGuestToken } from '@/server/auth/tokens';
import { recentMessages } from '@/server/chat/store-messages';
import type { TestStompClient } from '@/server/chat/test-support/clients';
import { openHarness, type Harness } from '../fixtures/api-harness';
import { startChatSockets, type ChatSocketHarness } from '../fixtures/chat-socket-harness';
import { testBackends } from '../fixtures/test-db';
import { addPrivateGroup, addTopicGroup, addUser } from './chat-fixtures';

vi.mock(import('@/server/chat/store-messages'), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, recentMessages: vi.fn(original.recentMessages) };
});

const backends = await testBackends();
const NO_JOIN = { 'x-no-join': 'true' };
const eventOf = (body: string) => JSON.parse(body) as ChatEvent;
const readsOf = (groupId: number) => vi.mocked(recentMessages).mock.calls.filter(([, g, opts]) => g === groupId && opts === undefined).length;

describe.each(backends)('room history shared between joins on $name', (backend) => {
  let h: Harness;
  let sockets: ChatSocketHarness;
  const connect = (token: string) => sockets.connect(token);
  const guest = async () => connect((await issueGuestToken()).token);
  const historyOf = async (client: TestStompClient, destination: string) => {
    const event = eventOf((await client.subscribe(destination, NO_JOIN).next()).body);
    if (event.type !== 'history') throw new Error(`expected the history, got ${event.type}`);
    return event.messages;
  };

  beforeAll(async () => {
    h = await openHarness(backend);
    sockets = await startChatSockets(h);
  });
  beforeEach(() => {
    vi.mocked(recentMessages).mockClear();
  });
  afterEach(async () => {
    await sockets.disconnectAll();
  });
  afterAll(async () => {
    await sockets.close();
    await h.t.close();
  });

  it('reads the history once for two joins in a row', async () => {
    const groupId = await addTopicGroup(h.t.db, 'twice');
    await historyOf(await guest(), chatTopic(groupId));
    await historyOf(await guest(), chatTopic(groupId));
    expect(readsOf(groupId)).toBe(1);
  });

  it('reads once for a viewer cycling SUBSCRIBE and UNSUBSCRIBE', async () => {
    const groupId = await addTopicGroup(h.t.db, 'cycling');
    const viewer = await guest();
    for (let i = 0; i < 5; i += 1) {
      await new Promise<void>((resolve) => {
        const sub = viewer.client.subscribe(chatTopic(groupId), () => {
          sub.unsubscribe();
          resolve();
        }, NO_JOIN);
      });
    }
    expect(readsOf(groupId)).toBe(1);
  });

  it("shows a message sent between two joins in the second join's history", async () => {
    const groupId = await addTopicGroup(h.t.db, 'fresh');
    await historyOf(await guest(), chatTopic(groupId));
    const fan = await connect((await issueAccessToken({ id: h.data.fanId, siteRoleId: SITE_ROLE.member })).token);
    await fan.sendWithReceipt('/chat.sendMessage', { groupId, originalMessage: 'giữa hai lần vào' });
    const messages = await historyOf(await guest(), chatTopic(groupId));
    expect(messages.map((m) => m.originalMessage)).toContain('giữa hai lần vào');
  });

  it('does not hand a private conversation it has read to someone outside it', async () => {
    const [a, b, outsider] = [h.data.fanId, await addUser(h.t.db, 'pm-b'), await addUser(h.t.db, 'pm-outsider')];
    const groupId = await addPrivateGroup(h.t.db, a, b);
    const member = await connect((await issueAccessToken({ id: a, siteRoleId: SITE_ROLE.member })).token);
    await historyOf(member, chatTopic(groupId, 'private'));
    const stranger = await connect((await issueAccessToken({ id: outsider, siteRoleId: SITE_ROLE.member })).token);
    stranger.client.subscribe(chatTopic(groupId, 'private'), () => undefined, NO_JOIN);
    expect((await stranger.errors.next()).headers.message).toBe('forbidden');
  });
});
