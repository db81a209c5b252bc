import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import type { ChatEvent } from '@/lib/contract/chat';
import { chatTopic } from '@/lib/domain/chat';
import { startChat, type RunningChat } from '@/server/chat/broker-startup';
import { createRedisPresence } from '@/server/chat/presence-redis';
import { FakeChatService } from '@/server/chat/test-support/fake-chat-service';
import { serveOnLoopback, type ChatNode } from '@/server/chat/test-support/chat-node';
import { connectStomp, type TestStompClient } from '@/server/chat/test-support/clients';
import { connectTestRedis } from '@/tests/fixtures/test-redis';

const redis: Redis | null = await connectTestRedis();

describe.skipIf(!redis)('two chat nodes sharing one Redis', () => {
  const prefix = `test:${randomUUID()}:`;
  const nodes: ChatNode[] = [];
  const chats: RunningChat[] = [];
  const clients: TestStompClient[] = [];
  let service: FakeChatService;

  /** A node as the server starts one: Redis bus and presence, then a service, broker and socket server. */
  async function startNode(): Promise<ChatNode> {
    const chat = await startChat({ redis: redis as Redis, prefix, createService: () => service });
    const node = await serveOnLoopback(chat);
    chats.push(chat);
    nodes.push(node);
    return node;
  }
  async function member(node: ChatNode, userId: number): Promise<TestStompClient> {
    const client = await connectStomp(node.url, service.addMember(userId));
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    service = new FakeChatService();
    await startNode();
    await startNode();
  });
  afterAll(async () => {
    for (const client of clients) await client.disconnect();
    for (const node of nodes) await node.close();
    const client = redis as Redis;
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(...keys);
    client.disconnect();
  });

  it('delivers a message sent on node A to a subscriber on node B', async () => {
    const [nodeA, nodeB] = nodes as [ChatNode, ChatNode];
    const writer = await member(nodeA, 1);
    const reader = await member(nodeB, 2);
    const room = reader.subscribe(chatTopic(30));
    await room.next();
    await writer.sendWithReceipt('/chat.sendMessage', { groupId: 30, originalMessage: 'từ node A' });
    const body = JSON.parse((await room.next()).body) as ChatEvent;
    expect(body.type === 'message' && body.message.originalMessage).toBe('từ node A');
  });

  it('keeps private topics apart from public ones across nodes', async () => {
    const [nodeA, nodeB] = nodes as [ChatNode, ChatNode];
    const writer = await member(nodeA, 3);
    const reader = await member(nodeB, 4);
    const publicRoom = reader.subscribe(chatTopic(77));
    const privateRoom = reader.subscribe(chatTopic(77, 'private'));
    await publicRoom.next();
    await privateRoom.next();
    await writer.sendWithReceipt('/chat.sendMessagePrivate', { groupId: 77, originalMessage: 'riêng' });
    const body = JSON.parse((await privateRoom.next()).body) as ChatEvent;
    expect(body.type === 'message' && body.message.originalMessage).toBe('riêng');
    expect(publicRoom.size).toBe(0);
  });

  it('closes on node B the sockets of a sign-in that ended on node A, and only those', async () => {
    const [, nodeB] = nodes as [ChatNode, ChatNode];
    const [chatA] = chats as [RunningChat];
    const ended = await connectStomp(nodeB.url, service.addMember(11, { sid: 'phone' }));
    const kept = await connectStomp(nodeB.url, service.addMember(11, { sid: 'laptop' }));
    clients.push(ended, kept);
    await chatA.bus.publishControl({ type: 'sign-out', sid: 'phone' });
    expect((await ended.errors.next()).headers.message).toBe('token-revoked');
    expect(await ended.closed.next()).toBe(1008);
    expect((await kept.subscribe(chatTopic(30)).next()).body).toContain('history');
  });

  it('closes on node B every socket of a member whose sign-ins all ended on node A', async () => {
    const [, nodeB] = nodes as [ChatNode, ChatNode];
    const [chatA] = chats as [RunningChat];
    const sockets = [await connectStomp(nodeB.url, service.addMember(12, { sid: 'one' })), await connectStomp(nodeB.url, service.addMember(12, { sid: 'two' }))];
    clients.push(...sockets);
    await chatA.bus.publishControl({ type: 'sign-out-all', userId: 12 });
    for (const socket of sockets) expect(await socket.closed.next()).toBe(1008);
  });

  it('counts viewers of a room on every node, and a node that shuts down takes its count with it', async () => {
    const [nodeA, nodeB] = nodes as [ChatNode, ChatNode];
    for (const [node, userId] of [[nodeA, 5], [nodeB, 6], [nodeB, 7]] as const) await (await member(node, userId)).subscribe(chatTopic(88)).next();
    const [chatA, chatB] = chats as [RunningChat, RunningChat];
    await expect.poll(() => chatA.presence.online(88)).toBe(3);
    const third = await startNode();
    await (await member(third, 8)).subscribe(chatTopic(88)).next();
    await expect.poll(() => chatB.presence.online(88)).toBe(4);
    await third.close();
    await expect.poll(() => chatA.presence.online(88)).toBe(3);
  });

  it("rewrites a node's counts on its next beat when an update was lost", async () => {
    const client = redis as Redis;
    const healer = createRedisPresence(client, { prefix, nodeId: 'healer', aliveMs: 3_000 });
    healer.add(55, 3);
    await expect.poll(() => healer.online(55)).toBe(3);
    await client.hset(`${prefix}chat:online:55`, 'healer', 0);
    await expect.poll(() => healer.online(55), { timeout: 3_000 }).toBe(3);
    await healer.close();
    expect(await healer.online(55)).toBe(0);
  });

  it('stops counting a node that died without cleaning up', async () => {
    const client = redis as Redis;
    const ghost = createRedisPresence(client, { prefix, nodeId: 'ghost' });
    ghost.add(99, 2);
    const [chatA] = chats as [RunningChat];
    await expect.poll(() => chatA.presence.online(99)).toBe(2);
    await ghost.close();
    ghost.add(99, 2);
    await client.zadd(`${prefix}chat:nodes`, Date.now() - 60_000, 'ghost');
    expect(await chatA.presence.online(99)).toBe(0);
  });
});

describe('Redis presence while Redis is unreachable', () => {
  it("answers with this node's own count", async () => {
    const { Redis: RedisClient } = await import('ioredis');
    const down = new RedisClient('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
    const presence = createRedisPresence(down, { prefix: 'unreachable:' });
    presence.add(12, 2);
    presence.add(12, -1);
    expect(await presence.online(12)).toBe(1);
    await presence.close().catch(() => undefined);
    down.disconnect();
  });
});
