import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '@/lib/contract/chat';
import { chatTopic } from '@/lib/domain/chat';
import { FakeChatService } from '@/server/chat/test-support/fake-chat-service';
import { startChatNode, type ChatNode } from '@/server/chat/test-support/chat-node';
import { connectStomp, openRawSocket } from '@/server/chat/test-support/clients';
import { createMemoryBus } from '@/server/chat/bus-memory';

const bus = createMemoryBus();
let service: FakeChatService;
let node: ChatNode;

beforeAll(async () => {
  service = new FakeChatService();
  node = await startChatNode({ service, bus, heartBeat: { sendMs: 50, wantMs: 50 }, sweepMs: 20, connectTimeoutMs: 300, maxBufferedBytes: 64 * 1024 });
});
afterAll(() => node.close());

describe('chat broker connection lifecycle', () => {
  it('sends heart-beats to a client that asked for them', async () => {
    const socket = await openRawSocket(node.url, service.addMember(1));
    await socket.connect('accept-version:1.2\nheart-beat:0,50\n');
    const beat = await new Promise<string>((resolve) => socket.ws.on('message', (data: Buffer) => resolve(data.toString())));
    expect(beat).toBe('\n');
    socket.ws.terminate();
  });

  it('drops a client that promised heart-beats and went silent', async () => {
    const socket = await openRawSocket(node.url, service.addMember(2));
    await socket.connect('accept-version:1.2\nheart-beat:50,0\n');
    expect(await socket.closed).toBe(1006);
  });

  it('keeps a client that sends its heart-beats', async () => {
    const client = await connectStomp(node.url, service.addMember(3), { heartbeatMs: 50 });
    await new Promise((r) => setTimeout(r, 400));
    expect(client.client.connected).toBe(true);
    expect(client.closed.size).toBe(0);
    await client.disconnect();
  });

  it('closes a socket that never sends CONNECT', async () => {
    const socket = await openRawSocket(node.url, service.addMember(4));
    expect((await socket.frames.next()).headers.get('message')).toBe('not-connected');
    expect(await socket.closed).toBe(1008);
  });

  it('closes the socket when its token expires, so the client reconnects with a new one', async () => {
    const socket = await openRawSocket(node.url, service.addMember(5, { expiresAt: Date.now() + 150 }));
    expect((await socket.connect()).command).toBe('CONNECTED');
    expect((await socket.frames.next()).headers.get('message')).toBe('token-expired');
    expect(await socket.closed).toBe(1008);
  });

  it('closes a socket that piles up more frames than it lets the broker handle', async () => {
    const socket = await openRawSocket(node.url, service.addMember(8));
    await socket.connect();
    socket.send('SEND\ndestination:/chat.sendMessage\n\n{"groupId":30,"originalMessage":"x"}\0'.repeat(100));
    let frame = await socket.frames.next();
    while (frame.command !== 'ERROR') frame = await socket.frames.next();
    expect(frame.headers.get('message')).toBe('flood');
    expect(await socket.closed).toBe(1008);
  });

  it('drops a subscriber that stops reading instead of buffering for it without bound', async () => {
    const slow = await openRawSocket(node.url, service.addMember(6));
    await slow.connect();
    slow.send(`SUBSCRIBE\nid:0\ndestination:${chatTopic(50)}\n\n\0`);
    await slow.frames.next();
    (slow.ws as unknown as { _socket: Socket })._socket.pause();
    const before = node.broker.connectionCount;
    const writer = await service.authenticate(service.addMember(7));
    if (!writer) throw new Error('the fake service lost a token');
    const topic = { groupId: 50, visibility: 'public' } as const;
    const event = await service.send(writer, topic, { groupId: 50, originalMessage: 'x'.repeat(500) });
    for (let i = 0; i < 20_000 && node.broker.connectionCount === before; i += 1) {
      await bus.publish(topic, event);
      if (i % 100 === 0) await new Promise((r) => setImmediate(r));
    }
    expect(node.broker.connectionCount).toBe(before - 1);
    slow.ws.terminate();
  });
});

describe('a sign-out while a CONNECT is being checked', () => {
  it('refuses the CONNECT instead of letting the ended sign-in in', async () => {
    const slow = new FakeChatService({ authenticateDelayMs: 100 });
    const slowBus = createMemoryBus();
    const slowNode = await startChatNode({ service: slow, bus: slowBus });
    try {
      const socket = await openRawSocket(slowNode.url, slow.addMember(1, { sid: 'ending' }));
      const answer = socket.connect();
      await new Promise((r) => setTimeout(r, 30));
      slow.endSignIn('ending');
      await slowBus.publishControl({ type: 'sign-out', sid: 'ending' });
      expect((await answer).headers.get('message')).toBe('unauthorized');
    } finally {
      await slowNode.close();
    }
  });
});

describe('shutting a node down', () => {
  it('closes its sockets as going away, so clients reconnect to another node', async () => {
    const leaving = new FakeChatService();
    const leavingNode = await startChatNode({ service: leaving });
    const socket = await openRawSocket(leavingNode.url, leaving.addMember(1));
    await socket.connect();
    await leavingNode.close();
    expect(await socket.closed).toBe(1001);
  });
});

describe('a subscriber joining while messages flow', () => {
  it('gets the history first, then what was said while it was read', async () => {
    const slowJoins = new FakeChatService({ joinDelayMs: 150 });
    const slowNode = await startChatNode({ service: slowJoins });
    try {
      const reader = await connectStomp(slowNode.url, slowJoins.addMember(1));
      const writer = await connectStomp(slowNode.url, slowJoins.addMember(2));
      const room = reader.subscribe(chatTopic(30));
      await new Promise((r) => setTimeout(r, 30));
      await writer.sendWithReceipt('/chat.sendMessage', { groupId: 30, originalMessage: 'during the join' });
      const first = JSON.parse((await room.next()).body) as ChatEvent;
      const second = JSON.parse((await room.next()).body) as ChatEvent;
      expect(first.type).toBe('history');
      expect(second.type === 'message' && second.message.originalMessage).toBe('during the join');
      await reader.disconnect();
      await writer.disconnect();
    } finally {
      await slowNode.close();
    }
  });
});
