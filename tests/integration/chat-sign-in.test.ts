import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword } from '@/lib/contract/accounts';
import { logout } from '@/lib/contract/user';
import { revokeUserTokens } from '@/server/auth/refresh';
import { startChat } from '@/server/chat/broker-startup';
import { createMemoryChatRateLimiter } from '@/server/chat/rate-limit';
import { setChatRuntime } from '@/server/chat/runtime';
import { createChatService } from '@/server/chat/service';
import { serveOnLoopback, type ChatNode } from '@/server/chat/test-support/chat-node';
import { openRawSocket, type RawStompSocket } from '@/server/chat/test-support/clients';
import type { Db } from '@/server/db/client';
import { startSession } from '@/server/services/session';
import { findUserById } from '@/server/services/users';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { testBackends } from '../fixtures/test-db';
import { forgedToken } from './auth-tokens';
import { addUser } from './chat-fixtures';

const backends = await testBackends();
const V12 = 'accept-version:1.2\n';

/** A new sign-in of the member, as a log-in makes one: an access token naming it and its refresh token. */
async function signIn(db: Db, userId: number): Promise<{ token: string; refreshToken: string }> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`no user ${userId}`);
  const s = await startSession(db, user, Date.now());
  return { token: s.data.token, refreshToken: s.refreshToken };
}

describe.each(backends)('chat sockets and sign-ins on $name', (backend) => {
  let h: Harness;
  let node: ChatNode;
  let checking: ChatNode;
  const raws: RawStompSocket[] = [];

  async function start(signInCheckMs?: number): Promise<ChatNode> {
    const chat = await startChat({
      redis: null,
      broker: { sweepMs: 50, signInCheckMs },
      createService: (runtime) => {
        if (signInCheckMs === undefined) setChatRuntime(runtime);
        return createChatService({ getDb: async () => h.t.db, rateLimiter: createMemoryChatRateLimiter(), ...runtime });
      },
    });
    return serveOnLoopback(chat);
  }
  async function socket(on: ChatNode, queryToken: string): Promise<RawStompSocket> {
    const raw = await openRawSocket(on.url, queryToken);
    raws.push(raw);
    return raw;
  }
  async function connected(token: string, on: ChatNode = node): Promise<RawStompSocket> {
    const raw = await socket(on, '');
    expect((await raw.connect(`${V12}Authorization:Bearer ${token}\n`)).command).toBe('CONNECTED');
    return raw;
  }

  beforeAll(async () => {
    h = await openHarness(backend);
    node = await start();
    checking = await start(200);
  });
  afterAll(async () => {
    for (const raw of raws) raw.ws.terminate();
    await node.close();
    await checking.close();
    setChatRuntime(null);
    await h.t.close();
  });

  describe('the token in CONNECT', () => {
    it('connects with an Authorization header and no ?token=', async () => {
      await connected((await signIn(h.t.db, h.data.fanId)).token);
    });

    it('connects with a bare token header', async () => {
      const raw = await socket(node, '');
      expect((await raw.connect(`${V12}token:${(await signIn(h.t.db, h.data.fanId)).token}\n`)).command).toBe('CONNECTED');
    });

    it('prefers the header to the query, so a forged header token is refused even beside a valid query token', async () => {
      const raw = await socket(node, (await signIn(h.t.db, h.data.fanId)).token);
      expect((await raw.connect(`${V12}Authorization:Bearer ${await forgedToken(h.data.fanId)}\n`)).headers.get('message')).toBe('unauthorized');
      expect(await raw.closed).toBe(1008);
    });

    it('refuses a token of a sign-in that was logged out', async () => {
      const s = await signIn(h.t.db, h.data.fanId);
      expect((await call(h.api, logout.path, { body: { refreshToken: s.refreshToken }, token: s.token })).status).toBe(200);
      const raw = await socket(node, s.token);
      expect((await raw.connect()).headers.get('message')).toBe('unauthorized');
    });
  });

  describe('a sign-in that ends', () => {
    it('closes the sockets of a sign-in that logs out, and not those of another sign-in of the same member', async () => {
      const memberId = await addUser(h.t.db, 'two-devices');
      const phone = await signIn(h.t.db, memberId);
      const laptop = await signIn(h.t.db, memberId);
      const [phoneA, phoneB, laptopSocket] = [await connected(phone.token), await connected(phone.token), await connected(laptop.token)];
      expect((await call(h.api, logout.path, { body: { refreshToken: phone.refreshToken }, token: phone.token })).status).toBe(200);
      for (const ended of [phoneA, phoneB]) {
        expect((await ended.frames.next()).headers.get('message')).toBe('token-revoked');
        expect(await ended.closed).toBe(1008);
      }
      laptopSocket.send(`SUBSCRIBE\nid:0\nreceipt:still-here\ndestination:/topic/chatroom.30\n\n\0`);
      let frame = await laptopSocket.frames.next();
      while (frame.command !== 'RECEIPT') frame = await laptopSocket.frames.next();
      expect(frame.headers.get('receipt-id')).toBe('still-here');
    });

    it('closes every socket of a member who sets a new password', async () => {
      const memberId = await addUser(h.t.db, 'new-password');
      const [first, second] = [await signIn(h.t.db, memberId), await signIn(h.t.db, memberId)];
      const sockets = [await connected(first.token), await connected(second.token)];
      const res = await call(h.api, changePassword.path, { body: { newPassword: 'quartz-harbour-lantern-58' }, token: first.token });
      expect(res.status).toBe(200);
      for (const ended of sockets) {
        expect((await ended.frames.next()).headers.get('message')).toBe('token-revoked');
        expect(await ended.closed).toBe(1008);
      }
    });

    it('closes the sockets of a sign-in ended without word to the chat at its next check', async () => {
      const memberId = await addUser(h.t.db, 'reset-elsewhere');
      const raw = await connected((await signIn(h.t.db, memberId)).token, checking);
      await revokeUserTokens(h.t.db, memberId, Date.now());
      expect((await raw.frames.next()).headers.get('message')).toBe('token-revoked');
      expect(await raw.closed).toBe(1008);
    });
  });
});
