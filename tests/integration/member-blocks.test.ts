import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedList } from '@/lib/contract/friends';
import { envelope } from '@/lib/contract/endpoint';
import { insertMessage } from '@/server/chat/store-messages';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { guestToken, memberToken } from './auth-tokens';
import { addFriendship, addPrivateGroup, addUser } from './chat-fixtures';

const backends = await testBackends();
const F = '/live/api/user/friend';

describe.each(backends)('blocking a member on $name', (backend) => {
  let h: Harness;
  let n = 0;

  const post = (path: string, body: unknown, token?: string) => call(h.api, path, { method: 'POST', body, token });
  const statusOf = async (token: string, other: number) => (await call<{ status: string }>(h.api, `${F}/is-friend?userId=${other}`, { token })).body.data.status;
  const blocksOf = async (token: string) => envelope(blockedList.data).parse((await call(h.api, `${F}/blocked`, { token })).body).data;
  async function member(): Promise<{ id: number; token: string }> {
    const id = await addUser(h.t.db, `blocks-${(n += 1)}`);
    return { id, token: await memberToken(id) };
  }
  const friendshipRows = (a: number, b: number) =>
    h.t.db.selectFrom('friendships').selectAll().where('userLow', '=', Math.min(a, b)).where('userHigh', '=', Math.max(a, b)).execute();

  beforeAll(async () => {
    h = await openHarness(backend);
  });
  afterAll(async () => {
    await h.t.close();
  });

  it('refuses guests with 401', async () => {
    const target = await member();
    const guest = (await guestToken()).token;
    for (const token of [undefined, guest]) {
      expect((await post(`${F}/block`, { userId: target.id }, token)).status).toBe(401);
      expect((await post(`${F}/unblock`, { userId: target.id }, token)).status).toBe(401);
      expect((await call(h.api, `${F}/blocked`, { token })).status).toBe(401);
    }
    expect(await h.t.db.selectFrom('memberBlocks').selectAll().execute()).toEqual([]);
  });

  it('refuses blocking oneself with 422 and an unknown member with 404', async () => {
    const me = await member();
    expect((await post(`${F}/block`, { userId: me.id }, me.token)).status).toBe(422);
    expect((await post(`${F}/block`, { userId: 999_999 }, me.token)).status).toBe(404);
    expect(await blocksOf(me.token)).toEqual([]);
  });

  it('ends the friendship, and lists the blocked member for the blocker only', async () => {
    const [a, b] = [await member(), await member()];
    await addFriendship(h.t.db, a.id, b.id);
    expect((await post(`${F}/block`, { userId: b.id }, a.token)).status).toBe(200);
    expect((await post(`${F}/block`, { userId: b.id }, a.token)).status).toBe(200);
    expect(await friendshipRows(a.id, b.id)).toEqual([]);
    expect(await blocksOf(a.token)).toEqual([{ userId: b.id, displayName: `Người blocks-${n}`, profilePicture: null, blockedAt: expect.any(Number) as unknown }]);
    expect(await blocksOf(b.token)).toEqual([]);
    expect([await statusOf(a.token, b.id), await statusOf(b.token, a.id)]).toEqual(['blocked', 'none']);
  });

  it('ends a pending friend request either way', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    expect((await post(`${F}/send-request`, { toUserId: a.id }, b.token)).status).toBe(200);
    expect((await post(`${F}/send-request`, { toUserId: c.id }, a.token)).status).toBe(200);
    await post(`${F}/block`, { userId: b.id }, a.token);
    await post(`${F}/block`, { userId: c.id }, a.token);
    expect([...(await friendshipRows(a.id, b.id)), ...(await friendshipRows(a.id, c.id))]).toEqual([]);
  });

  it('refuses the blocker’s friend request with a reason, and the blocked member’s without naming the block', async () => {
    const [a, b] = [await member(), await member()];
    await post(`${F}/block`, { userId: b.id }, a.token);
    const fromBlocker = await post(`${F}/send-request`, { toUserId: b.id }, a.token);
    expect(fromBlocker.status).toBe(409);
    const fromBlocked = await post(`${F}/send-request`, { toUserId: a.id }, b.token);
    expect(fromBlocked.status).toBe(403);
    expect(fromBlocked.body.msg.toLowerCase()).not.toContain('block');
    expect(await friendshipRows(a.id, b.id)).toEqual([]);
  });

  it('refuses to accept a request that raced past a block', async () => {
    const [a, b] = [await member(), await member()];
    await post(`${F}/block`, { userId: b.id }, a.token);
    await h.t.db.insertInto('friendships').values({ userLow: Math.min(a.id, b.id), userHigh: Math.max(a.id, b.id), status: 'pending', requestedBy: b.id, createdAt: TEST_NOW, updatedAt: TEST_NOW }).execute();
    expect((await post(`${F}/respond`, { userId: b.id, accept: true }, a.token)).status).toBe(404);
    expect((await friendshipRows(a.id, b.id)).map((r) => r.status)).toEqual(['pending']);
  });

  it('closes the private conversation to both: no opening it and no reading its history', async () => {
    const [a, b] = [await member(), await member()];
    const groupId = await addPrivateGroup(h.t.db, a.id, b.id);
    await insertMessage(h.t.db, { groupId, userId: a.id, showName: 'a', text: 'trước khi chặn', createdAt: TEST_NOW });
    await post(`${F}/block`, { userId: a.id }, b.token);
    for (const [me, other] of [[a, b], [b, a]] as const) {
      expect((await post('/live/api/chat/private/open', { userId: other.id }, me.token)).status).toBe(403);
      expect((await call(h.api, `/live/api/chat/history?groupId=${groupId}`, { token: me.token })).status).toBe(403);
    }
  });

  it('closes the private conversation after the friendship is removed', async () => {
    const [a, b] = [await member(), await member()];
    const groupId = await addPrivateGroup(h.t.db, a.id, b.id);
    expect((await call(h.api, `/live/api/chat/history?groupId=${groupId}`, { token: b.token })).status).toBe(200);
    expect((await post(`${F}/remove`, { userId: b.id }, a.token)).status).toBe(200);
    expect((await call(h.api, `/live/api/chat/history?groupId=${groupId}`, { token: b.token })).status).toBe(403);
    expect((await post('/live/api/chat/private/open', { userId: a.id }, b.token)).status).toBe(403);
  });

  it('unblocks: the block goes, and the two may ask to be friends again', async () => {
    const [a, b] = [await member(), await member()];
    await post(`${F}/block`, { userId: b.id }, a.token);
    expect((await post(`${F}/unblock`, { userId: b.id }, a.token)).status).toBe(200);
    expect(await blocksOf(a.token)).toEqual([]);
    expect(await statusOf(a.token, b.id)).toBe('none');
    expect((await post(`${F}/send-request`, { toUserId: a.id }, b.token)).body.data).toEqual({ status: 'pending' });
    expect((await post(`${F}/unblock`, { userId: b.id }, a.token)).status).toBe(404);
  });

  it('refuses one member unblocking on behalf of another', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    await post(`${F}/block`, { userId: b.id }, a.token);
    expect((await post(`${F}/unblock`, { userId: b.id }, c.token)).status).toBe(404);
    expect((await post(`${F}/unblock`, { userId: a.id }, b.token)).status).toBe(404);
    expect((await blocksOf(a.token)).map((m) => m.userId)).toEqual([b.id]);
  });

  it('marks members the caller blocked in search results', async () => {
    const [a, b] = [await member(), await member()];
    await post(`${F}/block`, { userId: b.id }, a.token);
    const found = await call<{ userId: number; status: string }[]>(h.api, `${F}/search?q=${b.id}`, { token: a.token });
    expect(found.body.data).toMatchObject([{ userId: b.id, status: 'blocked' }]);
  });
});
