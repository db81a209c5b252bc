import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '@/lib/contract/chat';
import { CHAT_LIMITS, chatTopic } from '@/lib/domain/chat';
import { FakeChatService } from '@/server/chat/test-support/fake-chat-service';
import { startChatNode, type ChatNode } from '@/server/chat/test-support/chat-node';
import { CHAT_MAX_PAYLOAD } from '@/server/chat/socket-server';
import { connectStomp, openRawSocket, type RawStompSocket, type TestStompClient } from '@/server/chat/test-support/clients';

const ROOM = chatTopic(30);
const event = (body: string) => JSON.parse(body) as ChatEvent;
const errorBody = (body: string) => JSON.parse(body) as { code: string; message: string; retryAfterMs?: number };

let service: FakeChatService;
let node: ChatNode;
const open: (TestStompClient | RawStompSocket)[] = [];

async function member(userId: number): Promise<TestStompClient> {
  const client = await connectStomp(node.url, service.addMember(userId));
  open.push(client);
  return client;
}
async function raw(token: string): Promise<RawStompSocket> {
  const socket = await openRawSocket(node.url, token);
  open.push(socket);
  return socket;
}

beforeAll(async () => {
  service = new FakeChatService({ sendLimit: 5 });
  node = await startChatNode({ service, presence: service.presence, maxSubscriptions: 3 });
});
afterEach(async () => {
  for (const c of open.splice(0)) {
    if ('client' in c) await c.disconnect();
    else c.ws.terminate();
  }
});
afterAll(() => node.close());

describe('chat broker over a real socket', () => {
  it('answers CONNECT with CONNECTED 1.2, a server name and negotiated heart-beats', async () => {
    const socket = await raw(service.addMember(1));
    const connected = await socket.connect('accept-version:1.0,1.1,1.2\nheart-beat:0,20000\n');
    expect(connected.command).toBe('CONNECTED');
    expect(connected.headers.get('version')).toBe('1.2');
    expect(connected.headers.get('server')).toMatch(/^portal-chat\//);
    expect(connected.headers.get('heart-beat')).toBe('20000,0');
  });

  it('connects the stompjs client and sends the history to the new subscriber alone', async () => {
    const writer = await member(2);
    await writer.sendWithReceipt('/chat.sendMessage', { groupId: 30, originalMessage: 'before you came' });
    const reader = await member(3);
    expect(reader.client.connectedVersion).toBe('1.2');
    const inbox = reader.subscribe(ROOM, { id: 'room-30' });
    const history = await inbox.next();
    expect(history.headers.subscription).toBe('room-30');
    expect(history.headers['content-type']).toBe('application/json');
    expect(history.headers['message-id']).toBeTruthy();
    expect(history.headers.destination).toBe(ROOM);
    const body = event(history.body);
    expect(body.type).toBe('history');
    expect(body.type === 'history' && body.messages.map((m) => m.originalMessage)).toContain('before you came');
  });

  it('delivers a message sent by one client to the subscribers of the room', async () => {
    const [alice, bob] = [await member(4), await member(5)];
    const aliceRoom = alice.subscribe(ROOM);
    const bobRoom = bob.subscribe('/topic/chatroom.30');
    await aliceRoom.next();
    await bobRoom.next();
    await alice.sendWithReceipt('/app/chat.sendMessage', { groupId: 30, originalMessage: 'xin chào' });
    for (const inbox of [aliceRoom, bobRoom]) {
      const body = event((await inbox.next()).body);
      expect(body.type === 'message' && body.message.originalMessage).toBe('xin chào');
    }
  });

  it("gives the service the sender's address as seen at the upgrade", async () => {
    const writer = await member(25);
    await writer.sendWithReceipt('/chat.sendMessage', { groupId: 30, originalMessage: 'where am I' });
    expect(service.senders.filter((p) => p.userId === 25).map((p) => p.ip)).toEqual(['127.0.0.1']);
  });

  it('does not deliver a room message to subscribers of another room', async () => {
    const [alice, bob] = [await member(6), await member(7)];
    const other = bob.subscribe(chatTopic(31));
    await other.next();
    const mine = alice.subscribe(ROOM);
    await mine.next();
    await alice.sendWithReceipt('/chat.sendMessage', { groupId: 30, originalMessage: 'only 30' });
    await mine.next();
    await alice.sendWithReceipt('/chat.sendMessage', { groupId: 31, originalMessage: 'to 31' });
    const body = event((await other.next()).body);
    expect(body.type === 'message' && body.message.originalMessage).toBe('to 31');
  });

  it('passes x-no-join to the service as no announcement', async () => {
    const viewer = await member(8);
    await viewer.subscribe(ROOM, { 'x-no-join': 'true' }).next();
    expect(service.joins.filter((j) => j.userId === 8)).toEqual([{ userId: 8, groupId: 30, announce: false }]);
  });

  it('refuses a guest SEND with an ERROR and keeps the socket usable', async () => {
    const guest = await connectStomp(node.url, service.addGuest());
    open.push(guest);
    const room = guest.subscribe(ROOM);
    await room.next();
    guest.client.publish({ destination: '/chat.sendMessage', body: JSON.stringify({ groupId: 30, originalMessage: 'hi' }) });
    const error = await guest.errors.next();
    expect(error.headers.message).toBe('unauthorized');
    expect(errorBody(error.body).code).toBe('unauthorized');
    const writer = await member(9);
    await writer.sendWithReceipt('/chat.sendMessage', { groupId: 30, originalMessage: 'guests still read' });
    const body = event((await room.next()).body);
    expect(body.type === 'message' && body.message.originalMessage).toBe('guests still read');
    expect(guest.client.connected).toBe(true);
  });

  it('refuses missing, unknown and expired tokens with an ERROR and closes', async () => {
    for (const token of ['', 'forged-token', service.addMember(10, { expiresAt: Date.now() - 1_000 })]) {
      const socket = await raw(token);
      const error = await socket.connect();
      expect(error.command).toBe('ERROR');
      expect(error.headers.get('message')).toBe('unauthorized');
      expect(await socket.closed).toBe(1008);
    }
  });

  it('refuses a client that cannot speak STOMP 1.2', async () => {
    const socket = await raw(service.addMember(24));
    const error = await socket.connect('accept-version:1.0,1.1\n');
    expect([error.headers.get('message'), error.headers.get('version')]).toEqual(['unsupported-version', '1.2']);
    expect(await socket.closed).toBe(1002);
  });

  it('refuses frames before CONNECT', async () => {
    const socket = await raw(service.addMember(11));
    socket.send(`SUBSCRIBE\nid:0\ndestination:${ROOM}\n\n\0`);
    expect((await socket.frames.next()).headers.get('message')).toBe('not-connected');
    expect(await socket.closed).toBe(1002);
  });

  it('answers an unknown destination or command with an ERROR and stays open', async () => {
    const socket = await raw(service.addMember(12));
    await socket.connect();
    socket.send('SUBSCRIBE\nid:0\ndestination:/topic/elsewhere\nreceipt:a\n\n\0');
    const unknownTopic = await socket.frames.next();
    expect([unknownTopic.headers.get('message'), unknownTopic.headers.get('receipt-id')]).toEqual(['unknown-destination', 'a']);
    socket.send('SEND\ndestination:/chat.nowhere\n\n{"groupId":30}\0');
    expect((await socket.frames.next()).headers.get('message')).toBe('unknown-destination');
    socket.send('SHOUT\n\n\0');
    expect((await socket.frames.next()).headers.get('message')).toBe('unknown-command');
    socket.send('BEGIN\ntransaction:t\n\n\0');
    expect((await socket.frames.next()).headers.get('message')).toBe('unsupported-command');
    socket.send('SEND\ndestination:/chat.sendMessage\nreceipt:b\n\nnot json\0');
    expect((await socket.frames.next()).headers.get('message')).toBe('invalid');
    socket.send('SUBSCRIBE\ndestination:/topic/chatroom.30\n\n\0');
    expect((await socket.frames.next()).headers.get('message')).toBe('invalid');
    socket.send('SUBSCRIBE\nid:s1\ndestination:/topic/chatroom.30\nreceipt:c\n\n\0');
    expect((await socket.frames.next()).command).toBe('MESSAGE');
    expect((await socket.frames.next()).headers.get('receipt-id')).toBe('c');
  });

  it('answers a malformed frame with an ERROR and closes', async () => {
    const socket = await raw(service.addMember(13));
    await socket.connect();
    socket.send('SEND\nbad\\tescape:x\n\n\0');
    const error = await socket.frames.next();
    expect(error.headers.get('message')).toBe('malformed-frame');
    expect(errorBody(error.body.toString()).code).toBe('malformed-frame');
    expect(await socket.closed).toBe(1002);
  });

  it('answers an oversized frame with an ERROR and closes', async () => {
    const socket = await raw(service.addMember(14));
    await socket.connect();
    socket.send(`SEND\ndestination:/chat.sendMessage\n\n${'x'.repeat(CHAT_LIMITS.frameMaxBytes + 1)}\0`);
    expect((await socket.frames.next()).headers.get('message')).toBe('frame-too-large');
    expect(await socket.closed).toBe(1009);
  });

  it('closes a socket whose WebSocket message is far beyond any frame, without an answer', async () => {
    const socket = await raw(service.addMember(23));
    await socket.connect();
    socket.send('x'.repeat(CHAT_MAX_PAYLOAD + 1));
    expect(await socket.closed).toBe(1009);
  });

  it('passes refusals through with their code and retry hint, and serves the others during a flood', async () => {
    const flooder = await raw(service.addMember(15));
    await flooder.connect();
    for (let i = 0; i < 12; i += 1) flooder.send(`SEND\ndestination:/chat.sendMessage\n\n{"groupId":32,"originalMessage":"spam ${i}"}\0`);
    const [reader, writer] = [await member(16), await member(17)];
    const room = reader.subscribe(chatTopic(32));
    await room.next();
    await writer.sendWithReceipt('/chat.sendMessage', { groupId: 32, originalMessage: 'still here' });
    const seen: string[] = [];
    for (let body = event((await room.next()).body); ; body = event((await room.next()).body)) {
      if (body.type === 'message') seen.push(body.message.originalMessage);
      if (seen.includes('still here')) break;
    }
    const errors = [];
    for (let i = 0; i < 7; i += 1) errors.push(await flooder.frames.next());
    expect(errors.every((e) => e.headers.get('message') === 'rate-limited')).toBe(true);
    expect(errorBody(errors[0]?.body.toString() ?? '{}').retryAfterMs).toBe(1_000);
    expect(flooder.ws.readyState).toBe(flooder.ws.OPEN);
  });

  it('limits the subscriptions of one socket', async () => {
    const socket = await raw(service.addMember(18));
    await socket.connect();
    for (let i = 1; i <= 4; i += 1) socket.send(`SUBSCRIBE\nid:${i}\ndestination:${chatTopic(40 + i)}\n\n\0`);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await socket.frames.next()).headers.get('message') ?? 'MESSAGE');
    expect(answers).toEqual(['MESSAGE', 'MESSAGE', 'MESSAGE', 'too-many-subscriptions']);
  });

  it('refuses a join the service refuses and keeps the socket open', async () => {
    service.closeGroup(404);
    const guest = await raw(service.addGuest());
    await guest.connect();
    guest.send(`SUBSCRIBE\nid:a\ndestination:${chatTopic(404)}\n\n\0`);
    expect((await guest.frames.next()).headers.get('message')).toBe('not-found');
    guest.send(`SUBSCRIBE\nid:b\ndestination:${chatTopic(5, 'private')}\n\n\0`);
    expect((await guest.frames.next()).headers.get('message')).toBe('forbidden');
    guest.send(`SUBSCRIBE\nid:c\ndestination:${ROOM}\n\n\0`);
    expect((await guest.frames.next()).command).toBe('MESSAGE');
  });

  it('stops an UNSUBSCRIBEd subscription', async () => {
    const [reader, writer] = [await member(19), await member(20)];
    const room = reader.subscribe(chatTopic(33), { id: 'gone' });
    await room.next();
    const other = reader.subscribe(chatTopic(34));
    await other.next();
    reader.client.unsubscribe('gone', { receipt: 'u' });
    await new Promise<void>((resolve) => reader.client.watchForReceipt('u', () => resolve()));
    await writer.sendWithReceipt('/chat.sendMessage', { groupId: 33, originalMessage: 'nobody listens' });
    await writer.sendWithReceipt('/chat.sendMessage', { groupId: 34, originalMessage: 'marker' });
    await other.next();
    expect(room.size).toBe(0);
  });

  it('counts one online viewer per socket and room, and forgets it on disconnect', async () => {
    const before = await service.presence.online(35);
    const viewer = await member(21);
    await viewer.subscribe(chatTopic(35)).next();
    await viewer.subscribe(chatTopic(35)).next();
    expect(await service.presence.online(35)).toBe(before + 1);
    await viewer.disconnect();
    await expect.poll(() => service.presence.online(35)).toBe(before);
  });

  it('answers DISCONNECT with its RECEIPT and closes normally', async () => {
    const socket = await raw(service.addMember(22));
    await socket.connect();
    socket.send('DISCONNECT\nreceipt:bye\n\n\0');
    expect((await socket.frames.next()).headers.get('receipt-id')).toBe('bye');
    expect(await socket.closed).toBe(1000);
  });
});
