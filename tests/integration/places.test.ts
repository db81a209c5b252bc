import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { placeCities, placeDetail, placeList } from '@/lib/contract/places';
import type { Db } from '@/server/db/client';
import { FX, TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { addMember, type TestMember } from './community-fixtures';
import { createGroup, openCommunity, type CommunityWorld } from './groups-fixtures';

const backends = await testBackends();
const P = '/other/api/places';

async function addPlace(db: Db, kind: 'stadium' | 'cafe' | 'club', name: [string, string, string], city: string, venueId: number | null = null): Promise<number> {
  const [vi, en, zh] = name;
  const row = await db
    .insertInto('places')
    .values({ kind, venueId, nameVi: vi, nameEn: en, nameZh: zh, addressVi: `${city} VI`, addressEn: `${city} EN`, addressZh: `${city} ZH`, city, descriptionVi: 'Mô tả', descriptionEn: 'About', descriptionZh: '介紹', cover: null, createdAt: TEST_NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(backends)('places on $name', (backend) => {
  let w: CommunityWorld;
  let host: TestMember;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    w = await openCommunity(backend);
    host = await addMember(w.h.t.db, 'host04', 'Chủ Tiệc');
    ids.cafe = await addPlace(w.h.t.db, 'cafe', ['Cà Phê Góc Sân', 'Cà Phê Góc Sân', 'Cà Phê Góc Sân'], 'Hà Nội');
    ids.club = await addPlace(w.h.t.db, 'club', ['CLB Phủi', 'Sunday Club', '業餘俱樂部'], 'Đà Nẵng');
    ids.bar = await addPlace(w.h.t.db, 'cafe', ['Kop Bar', 'Kop Bar', 'Kop Bar'], 'Hà Nội');
    await w.h.t.db.insertInto('venues').values({ id: 7, name: 'Sân vận động Mỹ Đình', slug: 'my-dinh', city: 'Hà Nội', capacity: 40192 }).execute();
    ids.stadium = await addPlace(w.h.t.db, 'stadium', ['Sân vận động Mỹ Đình', 'Sân vận động Mỹ Đình', 'Sân vận động Mỹ Đình'], 'Hà Nội', 7);
  });
  afterAll(() => w.close());

  const list = async (query: string) => envelope(placeList.data).parse((await w.send(`${P}/list?${query}`)).body).data;

  it('lists places in the order they were added, a page at a time', async () => {
    const first = await list('pageSize=2');
    expect(first.list.map((p) => p.id)).toEqual([ids.cafe, ids.club]);
    expect(first.list[0]).toMatchObject({ kind: 'cafe', city: 'Hà Nội', href: `/bang-ton/vi-tri/${ids.cafe}` });
    const second = await list(`pageSize=2&cursor=${first.nextCursor}`);
    expect(second.list.map((p) => p.id)).toEqual([ids.bar, ids.stadium]);
    expect(second.nextCursor).toBeNull();
  });

  it('filters by kind and by city', async () => {
    expect((await list('kind=cafe')).list.map((p) => p.id)).toEqual([ids.cafe, ids.bar]);
    expect((await list(`city=${encodeURIComponent('Đà Nẵng')}`)).list.map((p) => p.id)).toEqual([ids.club]);
    expect((await list(`kind=stadium&city=${encodeURIComponent('Hà Nội')}`)).list.map((p) => p.id)).toEqual([ids.stadium]);
  });

  it('answers 422 to an unknown kind and a forged cursor', async () => {
    expect((await w.send(`${P}/list?kind=pub`)).status).toBe(422);
    expect((await w.send(`${P}/list?cursor=abc`)).status).toBe(422);
  });

  it('counts places per city, most first', async () => {
    const res = envelope(placeCities.data).parse((await w.send(`${P}/cities`)).body).data;
    expect(res).toEqual([{ city: 'Hà Nội', count: 3 }, { city: 'Đà Nẵng', count: 1 }]);
    expect(envelope(placeCities.data).parse((await w.send(`${P}/cities?kind=club`)).body).data).toEqual([{ city: 'Đà Nẵng', count: 1 }]);
  });

  it('shows a place in the reader\'s language, a stadium with its seats; 404 for an unknown one', async () => {
    const res = await w.send(`${P}/detail?id=${ids.club}`, { headers: { 'x-language': 'en' } });
    expect(envelope(placeDetail.data).parse(res.body).data).toMatchObject({ name: 'Sunday Club', address: 'Đà Nẵng EN', description: 'About', venueId: null, capacity: null, events: [] });
    const zh = envelope(placeDetail.data).parse((await w.send(`${P}/detail?id=${ids.club}`, { headers: { 'x-language': 'zh' } })).body).data;
    expect(zh.name).toBe('業餘俱樂部');
    const stadium = envelope(placeDetail.data).parse((await w.send(`${P}/detail?id=${ids.stadium}`)).body).data;
    expect(stadium).toMatchObject({ kind: 'stadium', venueId: 7, capacity: 40192 });
    expect((await w.send(`${P}/detail?id=424242`)).status).toBe(404);
  });

  it('lists the watch parties coming up at a place, leaving out a private group\'s for outsiders', async () => {
    const secret = await createGroup(w, host.token, { name: 'Nhóm kín', privacy: 'private' });
    const party = (groupId: number | null, title: string) =>
      w.send('/other/api/events/create', { token: host.token, body: { fixtureId: FX.upcomingFootball, placeId: ids.bar, groupId, title } });
    expect((await party(null, 'Xem chung Arsenal')).status).toBe(200);
    expect((await party(secret.id, 'Chỉ cho nhóm kín')).status).toBe(200);
    const forGuest = envelope(placeDetail.data).parse((await w.send(`${P}/detail?id=${ids.bar}`)).body).data;
    expect(forGuest.events.map((e) => e.title)).toEqual(['Xem chung Arsenal']);
    const forHost = envelope(placeDetail.data).parse((await w.send(`${P}/detail?id=${ids.bar}`, { token: host.token })).body).data;
    expect(forHost.events.map((e) => e.title)).toEqual(['Xem chung Arsenal', 'Chỉ cho nhóm kín']);
  });
});
