import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversation, messageList, privateList } from '@/lib/contract/chat';
import { envelope } from '@/lib/contract/endpoint';
import { INBOX_TYPES } from '@/lib/domain/chat';
import { MESSAGE_LIST_PAGE_SIZE } from '@/lib/domain/constants';
import { insertMessage } from '@/server/chat/store-messages';
import { sendInboxMessage } from '@/server/services/inbox';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { guestToken, memberToken } from './auth-tokens';
import { addUser } from './chat-fixtures';

const backends = await testBackends();
const F = '/live/api/user/friend';
const M = '/live/api/user/message';

describe.each(backends)('friends, private conversations and the inbox on $name', (backend) => {
  let h: Harness;
  const u: Record<'an' | 'binh' | 'chi' | 'dung', { id: number; token: string }> = {} as never;

  const post = (path: string, body: unknown, token?: string) => call(h.api, path, { method: 'POST', body, token });
  const status = async (me: string, other: number) => (await call<{ status: string }>(h.api, `${F}/is-friend?userId=${other}`, { token: me })).body.data.status;
  const inbox = async (token: string, q = '') => {
    const res = await call(h.api, `${M}/list${q}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return envelope(messageList.data).parse(res.body).data;
  };

  beforeAll(async () => {
    h = await openHarness(backend);
    for (const name of ['an', 'binh', 'chi', 'dung'] as const) {
      const id = await addUser(h.t.db, name);
      u[name] = { id, token: await memberToken(id) };
    }
  });
  afterAll(async () => {
    await h.t.close();
  });

  it('refuses friend calls without a member session and with bad input', async () => {
    expect((await post(`${F}/send-request`, { toUserId: u.binh.id })).status).toBe(401);
    expect((await post(`${F}/send-request`, { toUserId: u.binh.id }, (await guestToken()).token)).status).toBe(401);
    expect((await post(`${F}/send-request`, { toUserId: u.an.id }, u.an.token)).status).toBe(422);
    expect((await post(`${F}/send-request`, { toUserId: 999_999 }, u.an.token)).status).toBe(404);
    expect((await post(`${F}/send-request`, { toUserId: '2' }, u.an.token)).status).toBe(422);
    expect((await post(`${F}/send-request`, '{', u.an.token)).status).toBe(400);
    expect((await post(`${F}/respond`, { userId: u.binh.id, accept: true }, u.an.token)).status).toBe(404);
    expect((await call(h.api, `${F}/is-friend?userId=0`, { token: u.an.token })).status).toBe(422);
    expect(await h.t.db.selectFrom('friendships').selectAll().execute()).toEqual([]);
  });

  it('sends a request with an inbox note, and mutual requests make friends', async () => {
    expect((await post(`${F}/send-request`, { toUserId: u.binh.id }, u.an.token)).body.data).toEqual({ status: 'pending' });
    expect((await post(`${F}/send-request`, { toUserId: u.binh.id }, u.an.token)).body.data).toEqual({ status: 'pending' });
    expect([await status(u.an.token, u.binh.id), await status(u.binh.token, u.an.id), await status(u.chi.token, u.an.id)]).toEqual(['pending-out', 'pending-in', 'none']);
    const notes = await inbox(u.binh.token);
    expect(notes).toMatchObject({ total: 1, unread: 1, list: [{ type: INBOX_TYPES.system, read: false }] });
    expect(notes.list[0]?.content).toContain('Người an');

    expect((await post(`${F}/send-request`, { toUserId: u.an.id }, u.binh.token)).body.data).toEqual({ status: 'friends' });
    expect([await status(u.an.token, u.binh.id), await status(u.binh.token, u.an.id)]).toEqual(['friends', 'friends']);
    expect((await inbox(u.an.token)).total).toBe(1);
  });

  it('accepts or declines a request sent to the caller only', async () => {
    await post(`${F}/send-request`, { toUserId: u.dung.id }, u.chi.token);
    expect((await post(`${F}/respond`, { userId: u.dung.id, accept: true }, u.chi.token)).status).toBe(404);
    expect((await post(`${F}/respond`, { userId: u.chi.id, accept: false }, u.dung.token)).body.data).toEqual({ status: 'none' });
    expect(await status(u.chi.token, u.dung.id)).toBe('none');
    await post(`${F}/send-request`, { toUserId: u.dung.id }, u.chi.token);
    expect((await post(`${F}/respond`, { userId: u.chi.id, accept: true }, u.dung.token)).body.data).toEqual({ status: 'friends' });
    expect(await status(u.dung.token, u.chi.id)).toBe('friends');
  });

  it('opens one private conversation per pair of friends, even when both open at once', async () => {
    expect((await post('/live/api/chat/private/open', { userId: u.chi.id }, u.an.token)).status).toBe(403);
    expect((await post('/live/api/chat/private/open', { userId: 999_999 }, u.an.token)).status).toBe(404);
    expect((await post('/live/api/chat/private/open', { userId: u.binh.id })).status).toBe(401);
    const [a, b] = await Promise.all([
      post('/live/api/chat/private/open', { userId: u.binh.id }, u.an.token),
      post('/live/api/chat/private/open', { userId: u.an.id }, u.binh.token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const mine = conversation.parse(a.body.data);
    expect(conversation.parse(b.body.data).groupId).toBe(mine.groupId);
    expect(mine).toMatchObject({ friend: { userId: u.binh.id, displayName: 'Người binh' }, lastMessage: null, unread: 0 });
    const groups = await h.t.db.selectFrom('chatGroups').select('id').where('kind', '=', 'private').execute();
    expect(groups).toHaveLength(1);

    await insertMessage(h.t.db, { groupId: mine.groupId, userId: u.binh.id, showName: 'Người binh', text: 'Tối nay xem Derby không?', toUserId: u.an.id, createdAt: TEST_NOW });
    await insertMessage(h.t.db, { groupId: mine.groupId, userId: u.binh.id, showName: 'Người binh', text: 'Alo?', toUserId: u.an.id, createdAt: TEST_NOW + 1 });
    const listed = envelope(privateList.data).parse((await call(h.api, '/live/api/chat/private/list', { token: u.an.token })).body).data;
    expect(listed).toMatchObject([{ groupId: mine.groupId, unread: 2, lastMessage: { originalMessage: 'Alo?' } }]);
    const theirs = envelope(privateList.data).parse((await call(h.api, '/live/api/chat/private/list', { token: u.binh.token })).body).data;
    expect(theirs).toMatchObject([{ groupId: mine.groupId, unread: 0, friend: { userId: u.an.id } }]);
    expect(envelope(privateList.data).parse((await call(h.api, '/live/api/chat/private/list', { token: u.chi.token })).body).data).toEqual([]);
  });

  it('pages the inbox by type, newest first, and marks the caller’s messages read', async () => {
    for (let i = 0; i < 55; i++) await sendInboxMessage(h.t.db, { userId: u.chi.id, type: i % 5 === 0 ? INBOX_TYPES.booking : INBOX_TYPES.system, title: `Tin ${i}`, content: 'Nội dung', createdAt: TEST_NOW + i });
    const first = await inbox(u.chi.token);
    expect(first.list).toHaveLength(MESSAGE_LIST_PAGE_SIZE);
    expect(first.total).toBe(55);
    const bookings = await inbox(u.chi.token, `?type=${INBOX_TYPES.booking}&pageSize=5&pageNum=2`);
    expect(bookings.total).toBe(11);
    expect(bookings.list.map((m) => m.title)).toEqual(['Tin 25', 'Tin 20', 'Tin 15', 'Tin 10', 'Tin 5']);
    for (const q of ['?pageSize=51', '?pageNum=0', '?type=9', '?type=x']) expect((await call(h.api, `${M}/list${q}`, { token: u.chi.token })).status, q).toBe(422);
    expect((await call(h.api, `${M}/list`)).status).toBe(401);

    const someoneElses = (await inbox(u.binh.token)).list[0]?.id ?? 0;
    expect((await post(`${M}/mark-read`, { id: someoneElses }, u.chi.token)).status).toBe(404);
    expect((await post(`${M}/mark-read`, { id: 2_000_000 }, u.chi.token)).status).toBe(404);
    expect((await post(`${M}/mark-read`, { id: -1 }, u.chi.token)).status).toBe(422);
    expect((await inbox(u.binh.token)).unread).toBe(1);

    const one = first.list[0]?.id ?? 0;
    expect((await post(`${M}/mark-read`, { id: one }, u.chi.token)).body.data).toEqual({ unread: 54 });
    expect((await post(`${M}/mark-read`, { id: 0 }, u.chi.token)).body.data).toEqual({ unread: 0 });
    expect((await inbox(u.chi.token)).list.every((m) => m.read)).toBe(true);
    expect((await inbox(u.binh.token)).unread).toBe(1);
  });
});
