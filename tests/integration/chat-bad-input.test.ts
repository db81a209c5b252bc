import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as chat from '@/lib/contract/chat';
import type { Endpoint } from '@/lib/contract/endpoint';
import { CHAT_DEFAULT_GROUP } from '@/lib/domain/chat';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { testBackends } from '../fixtures/test-db';
import { guestToken, memberToken } from './auth-tokens';

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
});
