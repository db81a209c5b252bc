import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatEvent } from '@/lib/contract/chat';
import { CHAT_DESTINATIONS } from '@/lib/domain/chat';
import { CHAT_MAX_CONNECTS, CHAT_RECONNECT_DELAY_MS } from '@/lib/domain/constants';
import { ChatSendError } from './send-error';
import { chatSocketUrl, ChatSocketClient } from './socket-client';
import { fakeTransports } from './test-support/fake-transport';
import { makeChatMessage, makeRoomState } from './test-support/messages';

const url = (token: string) => `ws://portal.test/websocket?token=${token}`;

function setup(token: string | null = 'guest-1') {
  const transports = fakeTransports();
  const client = new ChatSocketClient({ url, transport: transports.factory });
  const states: string[] = [];
  client.onStateChange((s) => states.push(s));
  client.setToken(token);
  return { client, transports, states };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('chat socket states', () => {
  it('runs connecting, then open', () => {
    const { client, transports, states } = setup();
    expect(transports.last().activated).toBe(true);
    transports.last().connected();
    expect(states).toEqual(['connecting', 'open']);
    expect(client.getState()).toBe('open');
  });

  it('waits for a token before connecting', () => {
    const { client, transports } = setup(null);
    expect(transports.sockets).toHaveLength(0);
    expect(client.getState()).toBe('idle');
    client.setToken('guest-1');
    expect(transports.sockets).toHaveLength(1);
  });

  it('connects to /websocket with the token in the query', () => {
    const { transports } = setup('tok en');
    expect(transports.last().url).toBe('ws://portal.test/websocket?token=tok en');
    expect(chatSocketUrl('a b&c', { protocol: 'https:', host: 'example.vn' })).toBe('wss://example.vn/websocket?token=a%20b%26c');
    expect(chatSocketUrl('t', { protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/websocket?token=t');
  });

  it('sends the token in the CONNECT headers too', () => {
    const { transports } = setup('member-7');
    expect(transports.last().connectHeaders).toEqual({ Authorization: 'Bearer member-7' });
  });
});

describe('reconnecting', () => {
  it('reconnects after the reconnect delay when an open socket closes', () => {
    const { client, transports } = setup();
    transports.last().connected();
    transports.last().closed();
    expect(client.getState()).toBe('reconnecting');
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS - 1);
    expect(transports.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(transports.sockets).toHaveLength(2);
    expect(client.getState()).toBe('connecting');
  });

  it('reconnects after the delay on a socket error, once even if a close follows', () => {
    const { transports } = setup();
    transports.last().connected();
    const first = transports.last();
    first.errored();
    first.closed();
    expect(first.deactivated).toBe(true);
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS);
    expect(transports.sockets).toHaveLength(2);
  });

  it('makes no new attempt while connecting', () => {
    const { client, transports } = setup();
    client.connect();
    client.retry();
    expect(transports.sockets).toHaveLength(1);
  });

  it('says unreachable when an attempt never opens, and keeps trying', () => {
    const { client, transports } = setup();
    transports.last().closed();
    expect(client.getState()).toBe('unreachable');
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS);
    expect(transports.sockets).toHaveLength(2);
    transports.last().connected();
    expect(client.getState()).toBe('open');
  });

  it(`stops after more than ${CHAT_MAX_CONNECTS} successful connects and shows a warning state`, () => {
    const { client, transports } = setup();
    for (let i = 0; i <= CHAT_MAX_CONNECTS; i += 1) {
      transports.last().connected();
      transports.last().closed();
      vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS);
    }
    expect(client.getConnectCount()).toBe(CHAT_MAX_CONNECTS + 1);
    expect(client.getState()).toBe('exhausted');
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS * 10);
    expect(transports.sockets).toHaveLength(CHAT_MAX_CONNECTS + 1);
    client.connect();
    expect(transports.sockets).toHaveLength(CHAT_MAX_CONNECTS + 1);
  });

  it('counts only successful connects towards the limit', () => {
    const { client, transports } = setup();
    for (let i = 0; i < CHAT_MAX_CONNECTS * 3; i += 1) {
      transports.last().closed();
      vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS);
    }
    expect(client.getState()).toBe('connecting');
  });

  it('starts a fresh count when the viewer asks to retry', () => {
    const { client, transports } = setup();
    for (let i = 0; i <= CHAT_MAX_CONNECTS; i += 1) {
      transports.last().connected();
      transports.last().closed();
      vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS);
    }
    expect(client.getState()).toBe('exhausted');
    client.retry();
    expect(client.getState()).toBe('connecting');
  });

  it('ignores callbacks of a socket it has left', () => {
    const { client, transports } = setup();
    const first = transports.last();
    first.closed();
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS);
    first.connected();
    expect(client.getState()).toBe('connecting');
  });
});

describe('token changes', () => {
  it('closes the socket on a new token and reconnects with it', () => {
    const { client, transports } = setup('guest-1');
    const first = transports.last();
    first.connected();
    client.setToken('member-9');
    expect(first.deactivated).toBe(true);
    expect(client.getState()).toBe('reconnecting');
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS);
    expect(transports.last().url).toBe(url('member-9'));
  });

  it('starts a fresh connect count with a new token, so renewed member tokens never use up the limit', () => {
    const { client, transports } = setup('member-0');
    for (let i = 1; i <= CHAT_MAX_CONNECTS * 3; i += 1) {
      transports.last().connected();
      client.setToken(`member-${i}`);
      vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS);
    }
    expect(client.getState()).toBe('connecting');
    expect(transports.last().url).toBe(url(`member-${CHAT_MAX_CONNECTS * 3}`));
  });

  it('keeps the socket when the same token is set again', () => {
    const { client, transports } = setup('guest-1');
    transports.last().connected();
    client.setToken('guest-1');
    expect(transports.last().deactivated).toBe(false);
    expect(client.getState()).toBe('open');
  });
});

describe('a refused token', () => {
  it('asks for a fresh token once when CONNECT is refused as unauthorized', () => {
    const transports = fakeTransports();
    const onTokenRefused = vi.fn();
    const client = new ChatSocketClient({ url, transport: transports.factory, onTokenRefused });
    client.setToken('expired');
    const refuse = () => transports.last().hooks.onStompError({ command: 'ERROR', headers: { message: 'unauthorized' }, body: '' } as never);
    refuse();
    transports.last().closed();
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS);
    refuse();
    expect(onTokenRefused).toHaveBeenCalledOnce();
    expect(onTokenRefused).toHaveBeenCalledWith('expired');
  });
});

describe('an expired token', () => {
  it('asks for a fresh token as soon as the server ends the socket for it', () => {
    const transports = fakeTransports();
    const onTokenRefused = vi.fn();
    const client = new ChatSocketClient({ url, transport: transports.factory, onTokenRefused });
    client.setToken('member-1');
    transports.last().connected();
    transports.last().hooks.onStompError({ command: 'ERROR', headers: { message: 'token-expired' }, body: '' } as never);
    expect(onTokenRefused).toHaveBeenCalledWith('member-1');
  });
});

describe('subscriptions', () => {
  const history: ChatEvent = { type: 'history', messages: [makeChatMessage()], room: makeRoomState() };

  it('subscribes to the public topic and delivers parsed chat events', () => {
    const { client, transports } = setup();
    const events: ChatEvent[] = [];
    client.subscribe(30, 'public', { announce: true }, (e) => events.push(e));
    transports.last().connected();
    expect(transports.last().subscriptions[0]).toMatchObject({ destination: '/topic/chatroom.30', headers: {} });
    transports.last().push('/topic/chatroom.30', JSON.stringify(history));
    expect(events).toEqual([history]);
  });

  it('asks the server not to announce the join when announce is false', () => {
    const { client, transports } = setup();
    client.subscribe(12, 'private', { announce: false }, () => undefined);
    transports.last().connected();
    expect(transports.last().subscriptions[0]).toMatchObject({ destination: '/topic/private.12', headers: { 'x-no-join': 'true' } });
  });

  it('skips bodies that are not chat events', () => {
    const { client, transports } = setup();
    const onEvent = vi.fn();
    client.subscribe(30, 'public', { announce: true }, onEvent);
    transports.last().connected();
    transports.last().push('/topic/chatroom.30', 'not json');
    transports.last().push('/topic/chatroom.30', JSON.stringify({ type: 'message', message: { groupMessageId: 'x' } }));
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('tells the subscriber when the server refuses the SUBSCRIBE', () => {
    const { client, transports } = setup();
    const onRefused = vi.fn();
    client.subscribe(12, 'private', { announce: true, onRefused }, () => undefined);
    transports.last().connected();
    const receipt = String(transports.last().subscriptions[0]?.headers.receipt);
    transports.last().refuse(receipt, 'forbidden');
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ code: 'forbidden' }));
    expect(client.getState()).toBe('open');
  });

  it('restores subscriptions after a reconnect', () => {
    const { client, transports } = setup();
    const onEvent = vi.fn();
    client.subscribe(30, 'public', { announce: true }, onEvent);
    transports.last().connected();
    transports.last().closed();
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS);
    transports.last().connected();
    expect(transports.last().subscriptions.map((s) => s.destination)).toEqual(['/topic/chatroom.30']);
    transports.last().push('/topic/chatroom.30', JSON.stringify(history));
    expect(onEvent).toHaveBeenCalledOnce();
  });

  it('does not restore a topic that was unsubscribed', () => {
    const { client, transports } = setup();
    const stop = client.subscribe(30, 'public', { announce: true }, () => undefined);
    transports.last().connected();
    stop();
    expect(transports.last().subscriptions[0]?.open).toBe(false);
    transports.last().closed();
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS);
    transports.last().connected();
    expect(transports.last().subscriptions).toHaveLength(0);
  });
});

describe('send', () => {
  const body = { groupId: 30, originalMessage: 'Vào!' };

  it('publishes JSON with a receipt and resolves on the RECEIPT', async () => {
    const { client, transports } = setup();
    transports.last().connected();
    const sent = client.send(CHAT_DESTINATIONS.public, body);
    const socket = transports.last();
    expect(socket.published[0]).toMatchObject({ destination: '/chat.sendMessage', body: JSON.stringify(body) });
    socket.receipt(socket.lastReceipt());
    await expect(sent).resolves.toBeUndefined();
  });

  it.each(['rate-limited', 'slow-mode', 'muted', 'banned', 'unauthorized', 'invalid'] as const)('rejects with the ERROR code %s', async (code) => {
    const { client, transports } = setup();
    transports.last().connected();
    const sent = client.send(CHAT_DESTINATIONS.public, body);
    transports.last().refuse(transports.last().lastReceipt(), code, { retryAfterMs: 2500 });
    await expect(sent).rejects.toMatchObject({ code, retryAfterMs: 2500 });
    expect(client.getState()).toBe('open');
  });

  it('rejects as unavailable when no socket is open', async () => {
    const { client } = setup();
    await expect(client.send(CHAT_DESTINATIONS.public, body)).rejects.toBeInstanceOf(ChatSendError);
  });

  it('rejects a waiting send when the socket closes', async () => {
    const { client, transports } = setup();
    transports.last().connected();
    const sent = client.send(CHAT_DESTINATIONS.public, body);
    transports.last().closed();
    await expect(sent).rejects.toMatchObject({ code: 'unavailable' });
  });
});

describe('stop', () => {
  it('closes the socket and makes no further attempts', () => {
    const { client, transports } = setup();
    transports.last().connected();
    client.stop();
    expect(transports.last().deactivated).toBe(true);
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS * 5);
    expect(transports.sockets).toHaveLength(1);
    expect(client.getState()).toBe('closed');
  });
});

describe('resume', () => {
  it('opens again after a stop, with the subscriptions it holds', () => {
    const { client, transports } = setup();
    client.subscribe(30, 'public', { announce: true }, () => undefined);
    transports.last().connected();
    client.stop();
    client.resume();
    expect(transports.sockets).toHaveLength(2);
    transports.last().connected();
    expect(transports.last().subscriptions.map((s) => s.destination)).toEqual(['/topic/chatroom.30']);
  });
});
