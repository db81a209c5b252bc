import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { chatEvent } from '@/lib/contract/chat';
import { CHAT_DESTINATIONS, chatTopic } from '@/lib/domain/chat';
import { GUEST_TOKEN, MEMBER_TOKEN } from '@/tests/mocks/data';
import { chatBehaviourOf, DemoChatService } from '@/tests/mocks/qa/chat';
import type { ChatJournalEntry } from '@/tests/mocks/qa/chat-journal';
import { SCENARIO_COOKIE, scenarioCookieValue } from '@/tests/mocks/qa/scenario';
import { Inbox } from '../chat/test-support/inbox';
import { StompParser, type StompFrame } from '../chat/stomp';
import { createUpgradeRouter } from '../http/upgrade';
import { createMockChatSocket, type MockChatSocket } from './chat-socket';

const TOPIC = chatTopic(30);

let server: http.Server;
let chat: MockChatSocket;
let url: string;
let journal: { name: string; entry: ChatJournalEntry }[];

beforeEach(async () => {
  journal = [];
  chat = createMockChatSocket({ service: new DemoChatService(), behaviourOf: chatBehaviourOf, record: (name, entry) => journal.push({ name, entry }) });
  server = http.createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', createUpgradeRouter({ chat: chat.handleUpgrade }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/websocket`;
});

afterEach(async () => {
  await chat.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface Peer {
  frames: Inbox<StompFrame>;
  closed: Promise<number>;
  send(command: string, headers: Record<string, string>, body?: string): void;
}

/** A socket that speaks STOMP by hand, with the scenario cookie a browser context would send. */
async function open(token: string, scenarios: string[] = []): Promise<Peer> {
  const headers = scenarios.length ? { cookie: `${SCENARIO_COOKIE}=${scenarioCookieValue(scenarios)}` } : {};
  const ws = new WebSocket(`${url}?token=${encodeURIComponent(token)}`, { headers });
  const frames = new Inbox<StompFrame>();
  const parser = new StompParser();
  ws.on('message', (data: Buffer) => parser.push(data).frames.forEach((f) => frames.push(f)));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const send = (command: string, h: Record<string, string>, body = '') =>
    ws.send(`${command}\n${Object.entries(h).map(([k, v]) => `${k}:${v}\n`).join('')}\n${body}\0`);
  return { frames, closed, send };
}

async function connected(token: string, scenarios: string[] = []): Promise<Peer> {
  const peer = await open(token, scenarios);
  peer.send('CONNECT', { 'accept-version': '1.2', host: 'localhost', 'heart-beat': '0,0' });
  expect((await peer.frames.next()).command).toBe('CONNECTED');
  return peer;
}

async function subscribed(token: string): Promise<Peer> {
  const peer = await connected(token);
  peer.send('SUBSCRIBE', { id: 'sub-0', destination: TOPIC, receipt: 'r-sub' });
  await peer.frames.next();
  await peer.frames.next();
  return peer;
}

const body = (frame: StompFrame) => chatEvent.parse(JSON.parse(frame.body.toString('utf8')));

describe('the QA mode chat socket', () => {
  it('answers CONNECT with CONNECTED as the broker does, heart-beats negotiated', async () => {
    const peer = await open(GUEST_TOKEN);
    peer.send('CONNECT', { 'accept-version': '1.1,1.2', host: 'localhost', 'heart-beat': '20000,20000' });
    const frame = await peer.frames.next();
    expect(frame.command).toBe('CONNECTED');
    expect(frame.headers.get('version')).toBe('1.2');
    // The broker sends every 20 s as this client asks, and wants to hear from it once a minute.
    expect(frame.headers.get('heart-beat')).toBe('20000,60000');
    expect(frame.headers.get('session')).toBeTruthy();
  });

  it('sends a subscriber the room history in a MESSAGE, then the RECEIPT it asked for', async () => {
    const peer = await connected(GUEST_TOKEN);
    peer.send('SUBSCRIBE', { id: 'sub-0', destination: TOPIC, receipt: 'r-1' });
    const history = await peer.frames.next();
    expect(history.command).toBe('MESSAGE');
    expect(Object.fromEntries(history.headers)).toMatchObject({ subscription: 'sub-0', destination: TOPIC, 'content-type': 'application/json' });
    expect(history.headers.get('message-id')).toBeTruthy();
    const event = body(history);
    expect(event.type === 'history' && event.messages.length > 0 && event.room.groupId === 30).toBe(true);
    const receipt = await peer.frames.next();
    expect([receipt.command, receipt.headers.get('receipt-id')]).toEqual(['RECEIPT', 'r-1']);
  });

  it("delivers a member's SEND to every subscriber of the room, and the sender gets its RECEIPT", async () => {
    const member = await subscribed(MEMBER_TOKEN);
    const guest = await subscribed(GUEST_TOKEN);
    member.send('SEND', { destination: CHAT_DESTINATIONS.public, receipt: 'r-send', 'content-type': 'application/json' }, JSON.stringify({ groupId: 30, originalMessage: 'Vào rồi!' }));
    for (const peer of [member, guest]) {
      const frame = await peer.frames.next();
      expect([frame.command, frame.headers.get('destination'), frame.headers.get('subscription')]).toEqual(['MESSAGE', TOPIC, 'sub-0']);
      const event = body(frame);
      expect(event.type === 'message' && event.message.originalMessage === 'Vào rồi!' && !event.message.isGuest).toBe(true);
    }
    const receipt = await member.frames.next();
    expect([receipt.command, receipt.headers.get('receipt-id')]).toEqual(['RECEIPT', 'r-send']);
  });

  it("refuses a guest's SEND with an ERROR naming its receipt, and keeps the socket", async () => {
    const guest = await subscribed(GUEST_TOKEN);
    guest.send('SEND', { destination: CHAT_DESTINATIONS.public, receipt: 'r-send' }, JSON.stringify({ groupId: 30, originalMessage: 'Xin chào' }));
    const error = await guest.frames.next();
    expect([error.command, error.headers.get('message'), error.headers.get('receipt-id')]).toEqual(['ERROR', 'unauthorized', 'r-send']);
    guest.send('DISCONNECT', { receipt: 'r-bye' });
    expect((await guest.frames.next()).headers.get('receipt-id')).toBe('r-bye');
  });

  it('answers DISCONNECT with its RECEIPT and closes normally', async () => {
    const peer = await connected(GUEST_TOKEN);
    peer.send('DISCONNECT', { receipt: 'r-bye' });
    const receipt = await peer.frames.next();
    expect([receipt.command, receipt.headers.get('receipt-id')]).toEqual(['RECEIPT', 'r-bye']);
    expect(await peer.closed).toBe(1000);
  });
});

describe('the chat scenarios', () => {
  it('chat-down refuses the upgrade', async () => {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${url}?token=${GUEST_TOKEN}`, { headers: { cookie: `${SCENARIO_COOKIE}=${scenarioCookieValue(['chat-down', 'chat-journal:down'])}` } });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
    });
    expect(status).toBe(503);
    expect(journal.map((j) => [j.name, j.entry.event])).toEqual([['down', 'attempt'], ['down', 'refused']]);
  });

  it('chat-close answers CONNECTED, then closes the socket after the wait', async () => {
    const peer = await connected(GUEST_TOKEN, ['chat-close:50', 'chat-journal:cut']);
    const started = Date.now();
    expect(await peer.closed).toBe(1001);
    expect(Date.now() - started).toBeGreaterThanOrEqual(30);
    expect(journal.map((j) => [j.entry.event, j.entry.by])).toEqual([['attempt', undefined], ['connect', undefined], ['close', 'server']]);
  });

  it('keeps no journal for a context that names none', async () => {
    const peer = await connected(GUEST_TOKEN, ['chat-close:0']);
    await peer.closed;
    expect(journal).toEqual([]);
  });
});
