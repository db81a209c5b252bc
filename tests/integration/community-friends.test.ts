import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { friendList, memberSearch } from '@/lib/contract/friends';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { testBackends } from '../fixtures/test-db';
import { guestToken } from './auth-tokens';
import { addMember, type TestMember } from './community-fixtures';

const backends = await testBackends();
const F = '/live/api/user/friend';

describe.each(backends)('friends page endpoints on $name', (backend) => {
  let h: Harness;
  let an: TestMember;
  let binh: TestMember;
  let chi: TestMember;
  let dung: TestMember;
  beforeAll(async () => {
    h = await openHarness(backend);
    an = await addMember(h.t.db, 'an01', 'An Nguyễn');
    binh = await addMember(h.t.db, 'binh01', 'Bình Trần');
    chi = await addMember(h.t.db, 'chi01', 'Chi Lê');
    dung = await addMember(h.t.db, 'dung01', 'Dũng 100%_x');
  });
  afterAll(async () => {
    await h.t.close();
  });

  const lists = async (token: string) => {
    const res = await call(h.api, `${F}/list`, { token });
    expect(res.status).toBe(200);
    return envelope(friendList.data).parse(res.body).data;
  };
  const search = async (q: string, token: string) => call(h.api, `${F}/search?q=${encodeURIComponent(q)}`, { token });
  const send = (toUserId: number, token: string) => call(h.api, `${F}/send-request`, { body: { toUserId }, token });

  it('answers 401 to guests on list, search and remove', async () => {
    const guest = await guestToken();
    expect((await call(h.api, `${F}/list`, { token: guest.token })).status).toBe(401);
    expect((await call(h.api, `${F}/list`)).status).toBe(401);
    expect((await search('An', guest.token)).status).toBe(401);
    expect((await call(h.api, `${F}/remove`, { body: { userId: an.id }, token: guest.token })).status).toBe(401);
  });

  it('lists friends, incoming and outgoing requests apart', async () => {
    expect((await send(binh.id, an.token)).status).toBe(200); // an → binh, pending
    expect((await send(an.id, chi.token)).status).toBe(200); // chi → an, pending
    await send(dung.id, an.token);
    await call(h.api, `${F}/respond`, { body: { userId: an.id, accept: true }, token: dung.token });
    const mine = await lists(an.token);
    expect(mine.friends.map((f) => f.userId)).toEqual([dung.id]);
    expect(mine.incoming.map((f) => f.displayName)).toEqual(['Chi Lê']);
    expect(mine.outgoing.map((f) => f.displayName)).toEqual(['Bình Trần']);
    const theirs = await lists(binh.token);
    expect(theirs.incoming.map((f) => f.userId)).toEqual([an.id]);
  });

  it('accepting an incoming request moves it to friends', async () => {
    const res = await call(h.api, `${F}/respond`, { body: { userId: chi.id, accept: true }, token: an.token });
    expect(res.body.data).toEqual({ status: 'friends' });
    const mine = await lists(an.token);
    expect(mine.incoming).toEqual([]);
    expect(mine.friends.map((f) => f.userId).sort()).toEqual([chi.id, dung.id].sort());
  });

  it('removes a friend and withdraws an own request, and 404s when there is nothing to remove', async () => {
    expect((await call(h.api, `${F}/remove`, { body: { userId: chi.id }, token: an.token })).status).toBe(200);
    expect((await call(h.api, `${F}/remove`, { body: { userId: binh.id }, token: an.token })).status).toBe(200);
    const mine = await lists(an.token);
    expect(mine.friends.map((f) => f.userId)).toEqual([dung.id]);
    expect(mine.outgoing).toEqual([]);
    expect((await lists(binh.token)).incoming).toEqual([]);
    expect((await call(h.api, `${F}/remove`, { body: { userId: chi.id }, token: an.token })).status).toBe(404);
  });

  it('does not let the recipient "remove" a request: declining is respond', async () => {
    await send(binh.id, chi.token);
    expect((await call(h.api, `${F}/remove`, { body: { userId: chi.id }, token: binh.token })).status).toBe(404);
    expect((await lists(binh.token)).incoming.map((f) => f.userId)).toEqual([chi.id]);
  });

  it('answers 422 to a bad remove body', async () => {
    const res = await call(h.api, `${F}/remove`, { body: { userId: 'x' }, token: an.token });
    expect(res.status).toBe(422);
    expect(res.body.msg).toContain('userId');
  });

  it('finds members by part of the display name, case-insensitively, with the friendship status', async () => {
    const res = await search('BÌNH'.toLowerCase(), an.token);
    expect(res.status).toBe(200);
    const found = envelope(memberSearch.data).parse(res.body).data;
    expect(found.map((m) => m.userId)).toEqual([binh.id]);
    expect(found[0]?.status).toBe('none');
    const byName = envelope(memberSearch.data).parse((await search('dũng', an.token)).body).data;
    expect(byName).toEqual([expect.objectContaining({ userId: dung.id, status: 'friends' })]);
  });

  it('folds Vietnamese capitals like Đ when searching by name', async () => {
    const duc = await addMember(h.t.db, 'duc01', 'Đức Ánh');
    const found = envelope(memberSearch.data).parse((await search('đức ánh', an.token)).body).data;
    expect(found.map((m) => m.userId)).toEqual([duc.id]);
  });

  it('treats % and _ as plain characters', async () => {
    const found = envelope(memberSearch.data).parse((await search('100%_', an.token)).body).data;
    expect(found.map((m) => m.userId)).toEqual([dung.id]);
    expect(envelope(memberSearch.data).parse((await search('%%', an.token)).body).data).toEqual([]);
  });

  it('finds a member by id but never the caller', async () => {
    const found = envelope(memberSearch.data).parse((await search(String(chi.id), an.token)).body).data;
    expect(found.map((m) => m.userId)).toEqual([chi.id]);
    expect(envelope(memberSearch.data).parse((await search(String(an.id), an.token)).body).data).toEqual([]);
  });

  it('answers 422 to a one-letter name search and to an empty one', async () => {
    const short = await search('a', an.token);
    expect(short.status).toBe(422);
    expect(short.body.msg).toContain('q');
    expect((await call(h.api, `${F}/search`, { token: an.token })).status).toBe(422);
  });
});
