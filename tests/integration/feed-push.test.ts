import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedPush, type FeedPush } from '@/lib/contract/feed';
import { feedTopic } from '@/lib/domain/feed';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { startChat, type RunningChat } from '@/server/chat/broker-startup';
import { FakeChatService } from '@/server/chat/test-support/fake-chat-service';
import { serveOnLoopback, type ChatNode } from '@/server/chat/test-support/chat-node';
import { connectStomp, type TestStompClient } from '@/server/chat/test-support/clients';
import { announceApprovedPost } from '@/server/services/feed/pushes';
import { connectTestRedis } from '@/tests/fixtures/test-redis';
import { call } from '../fixtures/api-harness';
import { chatSocketSuite } from '../fixtures/chat-socket-harness';
import { testBackends } from '../fixtures/test-db';
import { guestToken } from './auth-tokens';
import { addFriendship, addUser } from './chat-fixtures';

const backends = await testBackends();
const redis: Redis | null = await connectTestRedis();
let receipts = 0;

/** Subscribes and waits for the broker's receipt, so nothing published after it can be missed. */
async function listen(socket: TestStompClient, destination: string) {
  const receipt = `feed-${(receipts += 1)}`;
  const registered = new Promise<void>((resolve) => socket.client.watchForReceipt(receipt, () => resolve()));
  const inbox = socket.subscribe(destination, { receipt });
  await registered;
  return inbox;
}
const pushOf = (body: string): FeedPush => feedPush.parse(JSON.parse(body));

describe.each(backends)('the feed topic over the chat socket on $name', (backend) => {
  const chat = chatSocketSuite(backend, { registerRuntime: true });
  const tokenOf = async (id: number) => (await issueAccessToken({ id, siteRoleId: SITE_ROLE.member })).token;
  let author: number;
  let friend: number;
  let stranger: number;
  beforeAll(async () => {
    [author, friend, stranger] = [await addUser(chat.h.t.db, 'dang_bai'), await addUser(chat.h.t.db, 'ban_nghe'), await addUser(chat.h.t.db, 'nguoi_nghe_trom')];
    await addFriendship(chat.h.t.db, author, friend);
  });
  const create = async (body: Record<string, unknown>) => {
    const res = await call<{ id: number; state: string }>(chat.h.api, '/other/api/feed/create', { body, token: await tokenOf(author) });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };

  it('refuses another member’s or a guest’s subscription to a member’s feed topic', async () => {
    const snoop = await chat.connect(await tokenOf(stranger));
    snoop.subscribe(feedTopic(friend));
    expect((await snoop.errors.next()).headers.message).toBe('forbidden');
    const guest = await chat.connect((await guestToken()).token);
    guest.subscribe(feedTopic(friend));
    expect((await guest.errors.next()).headers.message).toBe('forbidden');
    snoop.subscribe('/topic/feed.abc');
    expect((await snoop.errors.next()).headers.message).toBe('unknown-destination');
  });

  it('pushes a friend’s visible post to the member’s own topic, and no history on subscribing', async () => {
    const socket = await chat.connect(await tokenOf(friend));
    const pushes = await listen(socket, feedTopic(friend));
    expect(pushes.size).toBe(0);
    await create({ body: 'Chỉ mình tôi', audience: 'onlyMe' });
    await create({ body: 'Soi kèo miễn phí mỗi ngày, lh zalo 0912345678 nhận quà' });
    const visible = await create({ body: 'Bạn bè xem này', audience: 'friends' });
    // Nothing was pushed for the only-me or held post: the first push is the visible one.
    expect(pushOf((await pushes.next()).body)).toEqual({ type: 'new-post', postId: visible.id, authorId: author });
    const strangerSocket = await chat.connect(await tokenOf(stranger));
    const strangerPushes = await listen(strangerSocket, feedTopic(stranger));
    await create({ body: 'Công khai' });
    await expect(strangerPushes.next(300)).rejects.toThrow('nothing arrived');
    expect((await pushes.next()).headers.destination).toBe(feedTopic(friend));
  });

  it('pushes a held post once staff approve it', async () => {
    const socket = await chat.connect(await tokenOf(friend));
    const pushes = await listen(socket, feedTopic(friend));
    const held = await create({ body: 'Nhận soi kèo, liên hệ zalo 0987654321 có quà' });
    expect(held.state).toBe('held');
    await chat.h.t.db.updateTable('posts').set({ state: 'visible' }).where('id', '=', held.id).execute();
    await announceApprovedPost(chat.h.t.db, held.id, Date.now());
    expect(pushOf((await pushes.next()).body).postId).toBe(held.id);
  });
});

describe.skipIf(!redis)('the feed topic across two nodes sharing one Redis', () => {
  const prefix = `test:${randomUUID()}:`;
  const service = new FakeChatService();
  const chats: RunningChat[] = [];
  const nodes: ChatNode[] = [];
  const clients: TestStompClient[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) {
      const running = await startChat({ redis: redis as Redis, prefix, createService: () => service });
      chats.push(running);
      nodes.push(await serveOnLoopback(running));
    }
  });
  afterAll(async () => {
    for (const client of clients) await client.disconnect();
    for (const node of nodes) await node.close();
    const keys = await (redis as Redis).keys(`${prefix}*`);
    if (keys.length) await (redis as Redis).del(...keys);
    (redis as Redis).disconnect();
  });

  it('delivers a push published on node A to the member’s socket on node B', async () => {
    const client = await connectStomp(nodes[1]?.url ?? '', service.addMember(77));
    clients.push(client);
    const pushes = await listen(client, feedTopic(77));
    const push: FeedPush = { type: 'new-post', postId: 5, authorId: 9 };
    await chats[0]?.bus.publishDirect({ destination: feedTopic(77), body: JSON.stringify(push) });
    expect(pushOf((await pushes.next()).body)).toEqual(push);
  });
});
