import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { liveRoom } from '@/lib/contract/room';
import { roomViewing } from '@/lib/contract/studio';
import { VIEWING_BEATS_PER_SESSION, VIEWING_WINDOW_MS } from '@/lib/domain/viewing';
import { createApiApp, type ApiHandler } from '@/server/api';
import { createMemoryLoginLimiter } from '@/server/auth/login-limiter';
import { createMemoryChatRateLimiter } from '@/server/chat/rate-limit';
import { createMemoryViewerCounter, type ViewerCounter } from '@/server/viewers/counter';
import { syncViewerCounts } from '@/server/viewers/sync';
import { call, TEST_MESSAGES_DIR } from '../fixtures/api-harness';
import { seedTestData, type Dataset } from '../fixtures/dataset';
import { testBackends, type TestDb } from '../fixtures/test-db';
import { forgedToken, guestToken, memberToken } from './auth-tokens';

const backends = await testBackends();
const PATH = '/live/api/room/viewing';
// From the test dataset: room 1 streams the live football match with 500 simulated viewers.
const ROOM = 1;
const tab = (n: number) => `tab-${String(n).padStart(12, '0')}`;

describe.each(backends)('viewing beats and real viewer counts on $name', (backend) => {
  let t: TestDb;
  let data: Dataset;
  let api: ApiHandler;
  let counter: ViewerCounter;
  let guest: string;

  const beat = (body: unknown, token?: string) => call<{ viewerCount: number }>(api, PATH, { method: 'POST', body, token });
  const count = async (roomId: number, viewerId: string, token = guest) => {
    const res = await beat({ roomId, viewerId }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return envelope(roomViewing.data).parse(res.body).data.viewerCount;
  };
  const shown = async (roomId: number) => envelope(liveRoom.data).parse((await call(api, `/live/api/schedule/liveRoom?id=${roomId}`)).body).data.viewerCount;

  beforeAll(async () => {
    t = await backend.open();
    data = await seedTestData(t.db);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    // A fresh counter and allowance per test, as after a restart.
    counter = createMemoryViewerCounter(VIEWING_WINDOW_MS);
    api = createApiApp({
      getDb: async () => t.db,
      loginLimiter: createMemoryLoginLimiter(),
      messagesDir: TEST_MESSAGES_DIR,
      viewing: { counter, limiter: createMemoryChatRateLimiter() },
    });
    guest = (await guestToken()).token;
    await t.db.updateTable('liveRooms').set({ demo: 1, viewerCount: 500 }).where('id', '=', ROOM).execute();
  });

  const makeReal = () => t.db.updateTable('liveRooms').set({ demo: 0, viewerCount: 0 }).where('id', '=', ROOM).execute();

  it("answers a real room's count: the distinct players heard from", async () => {
    await makeReal();
    expect(await count(ROOM, tab(1))).toBe(1);
    expect(await count(ROOM, tab(2), await memberToken(data.fanId))).toBe(2);
    expect(await count(ROOM, tab(1))).toBe(2);
  });

  it("answers a demo room's simulated count", async () => {
    expect(await count(ROOM, tab(1))).toBe(500);
  });

  it("writes a real room's count into the room, which every answer then shows, and lets it fall to 0", async () => {
    await makeReal();
    await count(ROOM, tab(1));
    await count(ROOM, tab(2));
    await syncViewerCounts(t.db, counter, Date.now());
    expect(await shown(ROOM)).toBe(2);
    await syncViewerCounts(t.db, counter, Date.now() + VIEWING_WINDOW_MS + 1);
    expect(await shown(ROOM)).toBe(0);
  });

  it("never writes a demo room's count", async () => {
    await count(ROOM, tab(1));
    await syncViewerCounts(t.db, counter, Date.now());
    expect(await shown(ROOM)).toBe(500);
  });

  it('wants a session: none or a forged one is 401', async () => {
    expect((await beat({ roomId: ROOM, viewerId: tab(1) })).status).toBe(401);
    expect((await beat({ roomId: ROOM, viewerId: tab(1) }, await forgedToken(data.fanId))).status).toBe(401);
  });

  it('answers 404 for an unknown room, counting nothing', async () => {
    const res = await beat({ roomId: 999, viewerId: tab(1) }, guest);
    expect(res.status).toBe(404);
    expect(await counter.activeCounts(Date.now())).toEqual(new Map());
  });

  it.each([
    ['a short viewer id', { roomId: ROOM, viewerId: 'short' }],
    ['a viewer id with other characters', { roomId: ROOM, viewerId: 'tab 0000000000000/' }],
    ['no room', { viewerId: tab(1) }],
    ['room 0', { roomId: 0, viewerId: tab(1) }],
    ['a room as text', { roomId: '1', viewerId: tab(1) }],
    ['an extra field', { roomId: ROOM, viewerId: tab(1), viewers: 1000 }],
  ])('answers 422 for %s', async (_, body) => {
    const res = await beat(body, guest);
    expect(res.status).toBe(422);
    expect(res.body.data).toBeNull();
  });

  it('refuses a session beating faster than a few tabs would, saying when to come back', async () => {
    await makeReal();
    for (let i = 0; i < VIEWING_BEATS_PER_SESSION; i++) await count(ROOM, tab(i));
    const refused = await beat({ roomId: ROOM, viewerId: tab(99) }, guest);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another session is not held back by it.
    expect(await count(ROOM, tab(100), (await guestToken()).token)).toBe(VIEWING_BEATS_PER_SESSION + 1);
  });
});
