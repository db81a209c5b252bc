import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as chat from '@/lib/contract/chat';
import type { Endpoint } from '@/lib/contract/endpoint';
import { CHAT_DEFAULT_GROUP } from '@/lib/domain/chat';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { startChat } from '@/server/chat/broker-startup';
import { createMemoryChatRateLimiter } from '@/server/chat/rate-limit';
import { createChatService } from '@/server/chat/service';
import type { StompFrame } from '@/server/chat/stomp';
import { serveOnLoopback, type ChatNode } from '@/server/chat/test-support/chat-node';
import { openRawSocket, type RawStompSocket } from '@/server/chat/test-support/clients';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { testBackends } from '../fixtures/test-db';
import { forgedToken, guestToken, memberToken } from './auth-tokens';
import { addUser } from './chat-fixtures';

const backends = await testBackends();

const endpoints = (Object.values(chat) as unknown[]).filter((v): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'data' in v);

const BAD_QUERIES = ['?groupId=abc', '?groupId=-5', '?groupId=0', '?groupId=99999999999', '?groupId=30&groupId=31', '?userId=1.5', '?tab=x', '?type=7', '?pageSize=0', '?before=x&groupId=30', '?unknown=1'];
const BAD_BODIES: unknown[] = [
  '{',
  '[]',
  'null',
  '"text"',
  {},
  { groupId: 'x' },
  { groupId: -1, userId: 1 },
  { groupId: 2_147_483_648, userId: 1 },
  { groupId: CHAT_DEFAULT_GROUP, userId: 1, extra: true },
  { groupId: CHAT_DEFAULT_GROUP, groupMessageId: 'x' },
  { groupId: CHAT_DEFAULT_GROUP, seconds: 999 },
  { groupId: CHAT_DEFAULT_GROUP, follow: 1 },
  { toUserId: null },
  { id: -1 },
  { id: 'all' },
  { userId: 1, accept: 'yes' },
  'x'.repeat(70 * 1024),
];

describe.each(backends)('chat endpoints under bad input on $name', (backend) => {
  let h: Harness;
  let tokens: (string | undefined)[];
  beforeAll(async () => {
    h = await openHarness(backend);
    tokens = [undefined, (await guestToken()).token, await memberToken(h.data.fanId), 'not-a-token'];
  });
  afterAll(async () => {
    await h.t.close();
  });

  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s answers a 4xx, never a 500', async (_name, e) => {
    for (const token of tokens) {
      if (e.method === 'GET') {
        for (const q of BAD_QUERIES) {
          const res = await call(h.api, `${e.path}${q}`, { token });
          expect(res.status, `${q} ${token ? 'with' : 'without'} token`).toBeLessThan(500);
          expect(res.body.code).toBe(res.status);
        }
      } else {
        for (const body of BAD_BODIES) {
          const res = await call(h.api, e.path, { method: 'POST', body, token });
          expect(res.status, `${JSON.stringify(body).slice(0, 60)} ${token ? 'with' : 'without'} token`).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
        }
      }
    }
  });

  it('answers 405 to the other method and 404 to an unknown chat path', async () => {
    expect((await call(h.api, '/live/api/chat/room/list', { method: 'POST', body: {} })).status).toBe(405);
    expect((await call(h.api, '/live/api/chat/moderation/ban')).status).toBe(405);
    expect((await call(h.api, '/live/api/chat/nothing-here')).status).toBe(404);
  });

  it('answers the specific refusals: unknown group, wrong types, non-moderators, guests', async () => {
    const fan = await memberToken(h.data.fanId);
    expect((await call(h.api, '/live/api/chat/room/detail?groupId=424242')).status).toBe(404);
    expect((await call(h.api, '/live/api/chat/history?groupId=424242')).status).toBe(404);
    expect((await call(h.api, '/live/api/chat/room/follow', { body: { groupId: '30', follow: true }, token: fan })).status).toBe(422);
    expect((await call(h.api, '/live/api/chat/moderation/pin', { body: { groupId: CHAT_DEFAULT_GROUP, groupMessageId: null }, token: fan })).status).toBe(403);
    expect((await call(h.api, '/live/api/chat/room/follow', { body: { groupId: CHAT_DEFAULT_GROUP, follow: true }, token: (await guestToken()).token })).status).toBe(401);
    expect((await call(h.api, '/live/api/chat/room/follow', { body: 'x'.repeat(70 * 1024), token: fan })).status).toBe(413);
  });

  it('answers staff 422 to a bad moderation-log query, before anything is read', async () => {
    const staffId = await addUser(h.t.db, 'log-reader', SITE_ROLE.staff);
    const staff = (await issueAccessToken({ id: staffId, siteRoleId: SITE_ROLE.staff })).token;
    for (const q of ['?groupId=abc', '?groupId=0', '?groupId=30&groupId=31', '?pageNum=0', '?pageNum=10001', '?pageSize=0', '?pageSize=101', '?pageSize=2.5', '?pageNum=%00']) {
      const res = await call(h.api, `/live/api/chat/moderation/log${q}`, { token: staff });
      expect(res.status, q).toBe(422);
      expect(res.body.data).toBeNull();
    }
  });

  it('answers a member 422 to a bad block or unblock body, and blocks no one', async () => {
    const fan = await memberToken(h.data.fanId);
    for (const path of ['/live/api/user/friend/block', '/live/api/user/friend/unblock']) {
      for (const body of [{}, { userId: 0 }, { userId: -4 }, { userId: 1.5 }, { userId: '7' }, { userId: 2_147_483_648 }, { userId: 7, extra: 1 }, { userIds: [7] }]) {
        expect((await call(h.api, path, { body, token: fan })).status, `${path} ${JSON.stringify(body)}`).toBe(422);
      }
    }
    expect(await h.t.db.selectFrom('memberBlocks').selectAll().execute()).toEqual([]);
  });
});

const V12 = 'accept-version:1.2\n';
const WEIRD_AUTHORIZATIONS = ['Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', 'Bearer a.b.c', `Bearer ${'x'.repeat(1_500)}`, '{"token":1}', "' OR 1=1 --", 'Bearer \u00e9\u{1F600}', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'];
const HOSTILE_SENDS: unknown[] = [
  { groupId: CHAT_DEFAULT_GROUP, userId: 'abc', originalMessage: 'x' },
  { groupId: CHAT_DEFAULT_GROUP, userId: -1, originalMessage: 'x' },
  { groupId: CHAT_DEFAULT_GROUP, userId: 1.5, originalMessage: 'x' },
  { groupId: CHAT_DEFAULT_GROUP, userId: 2 ** 53, originalMessage: 'x' },
  { groupId: CHAT_DEFAULT_GROUP, userId: { $ne: null }, originalMessage: 'x' },
  { groupId: CHAT_DEFAULT_GROUP, userId: 1, originalMessage: 'x' },
  { groupId: '30', originalMessage: 'x' },
  { groupId: CHAT_DEFAULT_GROUP, originalMessage: 42 },
  { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'x'.repeat(501) },
  { groupId: CHAT_DEFAULT_GROUP, groupMessageId: 1, reaction: 5 },
  { groupId: CHAT_DEFAULT_GROUP, groupMessageId: 'x', reaction: '👍' },
  { groupId: CHAT_DEFAULT_GROUP, groupMessageId: 999_999, reaction: '👍' },
  { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'x', attachments: 'not-a-list' },
  [{ groupId: CHAT_DEFAULT_GROUP }],
  null,
  'text',
];
/** Odd but harmless: fields the server sets itself are dropped, whatever they hold. */
const HARMLESS_SENDS = [
  JSON.stringify({ groupId: CHAT_DEFAULT_GROUP, originalMessage: 'x', showName: 's'.repeat(10_000), ip: ['1.1.1.1'], isGuest: 'yes', systemMessage: 'x', vipGroup: {} }),
  `{"groupId":${CHAT_DEFAULT_GROUP},"originalMessage":"x","__proto__":{"userId":1},"constructor":{"prototype":{"isGuest":true}}}`,
];

describe.each(backends)('the chat socket under hostile frames on $name', (backend) => {
  let h: Harness;
  let node: ChatNode;
  const raws: RawStompSocket[] = [];
  const socket = async (queryToken = '') => {
    const raw = await openRawSocket(node.url, queryToken);
    raws.push(raw);
    return raw;
  };
  /** The broker's answer to one frame: an ERROR that is not its own failure, a RECEIPT, or a close. */
  async function answer(raw: RawStompSocket): Promise<StompFrame | number> {
    const frame = await Promise.race([raw.frames.next(), raw.closed]);
    if (typeof frame !== 'number') expect(frame.headers.get('message')).not.toBe('unavailable');
    return frame;
  }

  beforeAll(async () => {
    h = await openHarness(backend);
    const chat = await startChat({ redis: null, createService: (runtime) => createChatService({ getDb: async () => h.t.db, rateLimiter: createMemoryChatRateLimiter(), ...runtime }) });
    node = await serveOnLoopback(chat);
  });
  afterAll(async () => {
    for (const raw of raws) raw.ws.terminate();
    await node.close();
    await h.t.close();
  });

  it('refuses a CONNECT with a header too long or too many headers, and closes', async () => {
    const long = await socket();
    expect(((await long.connect(`${V12}Authorization:Bearer ${'x'.repeat(4_000)}\n`)) as StompFrame).headers.get('message')).toBe('header-too-long');
    expect(await long.closed).toBe(1009);
    const many = await socket();
    const headers = Array.from({ length: 40 }, (_, i) => `x-${i}:${i}\n`).join('');
    expect(((await many.connect(`${V12}${headers}`)) as StompFrame).headers.get('message')).toBe('too-many-headers');
  });

  it('answers weird Authorization and token headers with unauthorized', async () => {
    const forged = await forgedToken(h.data.fanId);
    for (const value of [...WEIRD_AUTHORIZATIONS, `Bearer ${forged}`]) {
      for (const name of ['Authorization', 'token']) {
        const raw = await socket(await memberToken(h.data.fanId));
        const frame = await raw.connect(`${V12}${name}:${value}\n`);
        expect(frame.headers.get('message'), `${name}: ${value.slice(0, 40)}`).toBe('unauthorized');
        expect(await raw.closed).toBe(1008);
      }
    }
  });

  it('answers hostile SEND bodies with an ERROR, takes harmless extra fields, and keeps the socket', async () => {
    const raw = await socket();
    await raw.connect(`${V12}Authorization:Bearer ${await memberToken(h.data.fanId)}\n`);
    for (const [i, body] of HOSTILE_SENDS.entries()) {
      raw.send(`SEND\ndestination:/chat.sendMessage\nreceipt:r${i}\n\n${JSON.stringify(body)}\0`);
      const frame = await answer(raw);
      expect(typeof frame === 'number' ? frame : frame.command, JSON.stringify(body)?.slice(0, 60)).toBe('ERROR');
    }
    for (const [i, body] of HARMLESS_SENDS.entries()) {
      raw.send(`SEND\ndestination:/chat.sendMessage\nreceipt:h${i}\n\n${body}\0`);
      expect(((await answer(raw)) as StompFrame).command, body.slice(0, 60)).toBe('RECEIPT');
    }
    raw.send(`SUBSCRIBE\nid:ok\nreceipt:alive\ndestination:/topic/chatroom.${CHAT_DEFAULT_GROUP}\nx-no-join:true\n\n\0`);
    expect(((await answer(raw)) as StompFrame).command).toBe('MESSAGE');
  });

  it('answers hostile SUBSCRIBE frames with an ERROR and keeps serving', async () => {
    const raw = await socket((await guestToken()).token);
    await raw.connect();
    const destinations = ['/topic/chatroom.0', '/topic/chatroom.-1', '/topic/chatroom.99999999999', '/topic/chatroom.30/../private.1', '/topic/private.1', '/topic/chatroom.424242', `/topic/${'x'.repeat(1_000)}`, ''];
    for (const [i, destination] of destinations.entries()) {
      raw.send(`SUBSCRIBE\nid:s${i}\nreceipt:r${i}\ndestination:${destination}\n\n\0`);
      const frame = await answer(raw);
      expect(typeof frame === 'number' ? frame : frame.command, destination.slice(0, 40)).toBe('ERROR');
    }
  });
});
