import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import type { ChatEvent } from '@/lib/contract/chat';
import { chatTopic } from '@/lib/domain/chat';
import { createRedisBus } from '@/server/chat/bus-redis';
import { createRedisPresence, type RedisPresence } from '@/server/chat/presence-redis';
import { FakeChatService } from '@/server/chat/test-support/fake-chat-service';
import { startChatNode, type ChatNode } from '@/server/chat/test-support/chat-node';
import { connectStomp, type TestStompClient } from '@/server/chat/test-support/clients';
import { connectTestRedis } from '@/tests/fixtures/test-redis';

const redis: Redis | null = await connectTestRedis();

describe.skipIf(!redis)('two chat nodes sharing one Redis', () => {
  const prefix = `test:${randomUUID()}:`;
  const nodes: ChatNode[] = [];
  const presences: RedisPresence[] = [];
  const clients: TestStompClient[] = [];
  let service: FakeChatService;

  async function startNode(): Promise<ChatNode> {
    const client = redis as Redis;
    const presence = createRedisPresence(client, { prefix });
    const node = await startChatNode({ service, bus: await createRedisBus(client, { prefix }), presence });
    presences.push(presence);
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
    for (const presence of presences) await presence.close();
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

  it('counts viewers of a room on both nodes, and a node that leaves takes its count with it', async () => {
    const [nodeA, nodeB] = nodes as [ChatNode, ChatNode];
    for (const [node, userId] of [[nodeA, 5], [nodeB, 6], [nodeB, 7]] as const) await (await member(node, userId)).subscribe(chatTopic(88)).next();
    const [presenceA, presenceB] = presences as [RedisPresence, RedisPresence];
    await expect.poll(() => presenceA.online(88)).toBe(3);
    const third = await startNode();
    const presenceC = presences[2] as RedisPresence;
    await (await member(third, 8)).subscribe(chatTopic(88)).next();
    await expect.poll(() => presenceB.online(88)).toBe(4);
    await presenceC.close();
    expect(await presenceA.online(88)).toBe(3);
  });
});
