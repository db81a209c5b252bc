import type { ClientRequestArgs } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, type ClientOptions } from 'ws';
import { chatTopic } from '@/lib/domain/chat';
import { FakeChatService } from '@/server/chat/test-support/fake-chat-service';
import { startChatNode, type ChatNode } from '@/server/chat/test-support/chat-node';
import { openRawSocket, type RawStompSocket } from '@/server/chat/test-support/clients';

const CONFIGURED = 'https://xem.example.vn';
const PER_ADDRESS = 3;
const CHURN = { max: 4, windowMs: 60_000 };

let service: FakeChatService;
let node: ChatNode;
const sockets: WebSocket[] = [];
const raws: RawStompSocket[] = [];

/** Opens a socket and answers the upgrade's status: 101 when it was accepted. */
function upgrade(opts: ClientOptions & ClientRequestArgs = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${node.url}?token=${encodeURIComponent(service.addGuest())}`, opts);
    ws.once('open', () => {
      sockets.push(ws);
      resolve(101);
    });
    ws.once('unexpected-response', (req, res) => {
      res.resume();
      req.destroy();
      resolve(res.statusCode ?? 0);
    });
    ws.once('error', reject);
  });
}

async function closeAll(): Promise<void> {
  const closing = sockets.splice(0).map((ws) => new Promise((resolve) => {
    ws.once('close', resolve);
    ws.close();
  }));
  await Promise.all(closing);
  for (const raw of raws.splice(0)) raw.ws.terminate();
}

beforeAll(async () => {
  service = new FakeChatService();
  node = await startChatNode({ service, subscribeChurn: CHURN, sockets: { origins: new Set([CONFIGURED]), socketsPerAddress: PER_ADDRESS } });
});
afterEach(closeAll);
afterAll(() => node.close());

describe('who may open a chat socket', () => {
  it('refuses an upgrade from another site with 403 and opens no socket', async () => {
    const before = node.broker.connectionCount;
    expect(await upgrade({ origin: 'https://evil.example' })).toBe(403);
    expect(node.broker.connectionCount).toBe(before);
  });

  it('refuses an upgrade whose Origin is "null"', async () => {
    expect(await upgrade({ origin: 'null' })).toBe(403);
  });

  it("accepts the site's own origin", async () => {
    expect(await upgrade({ origin: new URL(node.url).origin.replace('ws:', 'http:') })).toBe(101);
  });

  it('accepts a configured origin', async () => {
    expect(await upgrade({ origin: CONFIGURED })).toBe(101);
  });

  it('accepts a client that is not a browser and sends no Origin', async () => {
    expect(await upgrade()).toBe(101);
  });
});

describe('sockets per client address', () => {
  it('refuses the socket past the limit with 429', async () => {
    for (let i = 0; i < PER_ADDRESS; i += 1) expect(await upgrade()).toBe(101);
    expect(await upgrade()).toBe(429);
  });

  it('frees a slot when a socket closes', async () => {
    for (let i = 0; i < PER_ADDRESS; i += 1) await upgrade();
    expect(await upgrade()).toBe(429);
    const first = sockets.shift();
    await new Promise((resolve) => {
      first?.once('close', resolve);
      first?.close();
    });
    await expect.poll(() => upgrade(), { timeout: 2_000 }).toBe(101);
  });

  it('leaves another address its own slots', async () => {
    for (let i = 0; i < PER_ADDRESS; i += 1) await upgrade();
    expect(await upgrade()).toBe(429);
    expect(await upgrade({ localAddress: '127.0.0.2' })).toBe(101);
  });

  it('does not let a client dodge the limit by writing X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < PER_ADDRESS; i += 1) await upgrade();
    expect(await upgrade({ headers: { 'x-forwarded-for': '203.0.113.9' } })).toBe(429);
  });
});

describe('subscribing over and over', () => {
  async function cycling(userId: number): Promise<RawStompSocket> {
    const raw = await openRawSocket(node.url, service.addMember(userId));
    raws.push(raw);
    await raw.connect();
    const frames = Array.from({ length: 2 * CHURN.max + 2 }, (_, i) =>
      i % 2 === 0 ? `SUBSCRIBE\nid:s\nreceipt:r${i}\ndestination:${chatTopic(30)}\n\n\0` : `UNSUBSCRIBE\nid:s\nreceipt:r${i}\n\n\0`,
    );
    raw.send(frames.join(''));
    return raw;
  }
  const joinsOf = (userId: number) => service.joins.filter((j) => j.userId === userId).length;

  it('refuses changes past the limit as rate-limited, with a retry-after, and reads no history for them', async () => {
    const raw = await cycling(701);
    let frame = await raw.frames.next();
    while (frame.command !== 'ERROR') frame = await raw.frames.next();
    expect(frame.headers.get('message')).toBe('rate-limited');
    expect(frame.headers.get('receipt-id')).toBe(`r${CHURN.max}`);
    expect((JSON.parse(frame.body.toString()) as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(0);
    expect(joinsOf(701)).toBe(CHURN.max / 2);
  });

  it('closes a socket that keeps changing its subscriptions after being told', async () => {
    const raw = await cycling(702);
    expect(await raw.closed).toBe(1008);
    expect(joinsOf(702)).toBe(CHURN.max / 2);
  });
});
