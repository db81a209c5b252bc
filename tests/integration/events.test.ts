import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { eventAttendees, eventDetailData, eventList } from '@/lib/contract/events';
import { EVENT_LIMITS } from '@/lib/domain/events';
import { FX, TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { guestToken } from './auth-tokens';
import { addMember, type TestMember } from './community-fixtures';
import { addPost, createGroup, inboxOf, openCommunity, type CommunityWorld } from './groups-fixtures';

const backends = await testBackends();
const E = '/other/api/events';

describe.each(backends)('watch parties on $name', (backend) => {
  let w: CommunityWorld;
  let host: TestMember;
  let fan: TestMember;
  let other: TestMember;
  let placeId: number;
  let party: number;
  beforeAll(async () => {
    w = await openCommunity(backend);
    host = await addMember(w.h.t.db, 'host05', 'Chủ Tiệc');
    fan = await addMember(w.h.t.db, 'fan05', 'Người Hâm Mộ');
    other = await addMember(w.h.t.db, 'oth05', 'Người Khác');
    const place = await w.h.t.db
      .insertInto('places')
      .values({ kind: 'cafe', venueId: null, nameVi: 'Góc Sân', nameEn: 'Góc Sân', nameZh: 'Góc Sân', addressVi: '', addressEn: '', addressZh: '', city: 'Hà Nội', descriptionVi: '', descriptionEn: '', descriptionZh: '', cover: null, createdAt: TEST_NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    placeId = place.id;
  });
  afterAll(() => w.close());

  const create = (token: string, body: Record<string, unknown>) => w.send(`${E}/create`, { token, body: { fixtureId: FX.upcomingFootball, title: 'Xem chung Arsenal – Chelsea', ...body } });
  const rsvp = (token: string, id: number, status: string) => w.send(`${E}/rsvp`, { token, body: { id, status } });
  const detail = async (id: number, token?: string) => {
    const res = await w.send(`${E}/detail?id=${id}`, { token });
    expect(res.status, res.body.msg).toBe(200);
    return envelope(eventDetailData).parse(res.body).data;
  };

  it('creates a party at a place with its host going, and shows the match as it stands', async () => {
    const res = await create(host.token, { placeId, description: 'Đến sớm giữ chỗ', capacity: 3 });
    expect(res.status, res.body.msg).toBe(200);
    const d = envelope(eventDetailData).parse(res.body).data;
    party = d.id;
    expect(d).toMatchObject({ title: 'Xem chung Arsenal – Chelsea', description: 'Đến sớm giữ chỗ', state: 'scheduled', goingCount: 1, myRsvp: 'going', isHost: true, canEdit: true, canCancel: true, capacity: 3, room: null, href: `/bang-ton/su-kien/${d.id}` });
    expect(d.match).toMatchObject({ fixtureId: FX.upcomingFootball, home: { name: 'Arsenal' }, away: { name: 'Chelsea' }, startTimestamp: TEST_NOW + 2 * 3_600_000, score: '' });
    expect(d.place).toMatchObject({ id: placeId, name: 'Góc Sân', kind: 'cafe', href: `/bang-ton/vi-tri/${placeId}` });
    expect(d.attendees.map((a) => a.userId)).toEqual([host.id]);
    expect(d.roomHref).toBeNull();
  });

  it('keeps the language a party was written in', async () => {
    const res = await w.send(`${E}/create`, { token: host.token, headers: { 'x-language': 'zh' }, body: { fixtureId: FX.upcomingFootball, title: '一起看阿森纳', placeId } });
    expect(res.status).toBe(200);
    const d = envelope(eventDetailData).parse(res.body).data;
    expect(d.lang).toBe('zh');
    expect((await detail(d.id)).lang).toBe('zh');
  });

  it('answers 401 to guests creating or answering', async () => {
    const guest = await guestToken();
    expect((await create(guest.token, { placeId })).status).toBe(401);
    expect((await w.send(`${E}/rsvp`, { body: { id: party, status: 'going' } })).status).toBe(401);
    expect((await w.send(`${E}/edit`, { body: { id: party, title: 'Tiêu đề', description: '', capacity: null } })).status).toBe(401);
    expect((await w.send(`${E}/cancel`, { token: guest.token, body: { id: party } })).status).toBe(401);
  });

  it('refuses a party without exactly one of a place or a room, or with another match\'s room (422)', async () => {
    expect((await create(fan.token, {})).status).toBe(422);
    expect((await create(fan.token, { placeId, roomId: 3 })).status).toBe(422);
    expect((await create(fan.token, { roomId: 1 })).status).toBe(422);
    expect((await create(fan.token, { placeId: 98765 })).status).toBe(404);
    expect((await create(fan.token, { placeId, title: 'ab' })).status).toBe(422);
    expect((await create(fan.token, { placeId, capacity: 1 })).status).toBe(422);
    expect((await create(fan.token, { placeId, description: 'Nhận kèo uy tín, ib zalo: keothom88' })).status).toBe(422);
  });

  it('refuses a match that has kicked off (409) or does not exist (404)', async () => {
    expect((await create(fan.token, { placeId, fixtureId: FX.liveFootball })).status).toBe(409);
    expect((await create(fan.token, { placeId, fixtureId: FX.endedFootball })).status).toBe(409);
    expect((await create(fan.token, { placeId, fixtureId: 4_040_404 })).status).toBe(404);
  });

  it('refuses a group the host is not in (403) and a suspended member (403)', async () => {
    const g = await createGroup(w, other.token, { name: 'Nhóm của người khác', privacy: 'public' });
    expect((await create(fan.token, { placeId, groupId: g.id })).status).toBe(403);
    const bad = await addMember(w.h.t.db, 'bad05', 'Bị Khóa');
    await w.h.t.db.insertInto('memberSuspensions').values({ userId: bad.id, until: TEST_NOW + 3_600_000, reviewItemId: null, createdBy: null, createdAt: TEST_NOW }).execute();
    expect((await create(bad.token, { placeId })).status).toBe(403);
  });

  it('allows a member only a few parties a day (429)', async () => {
    const busy = await addMember(w.h.t.db, 'busy05', 'Bận Rộn');
    for (let i = 0; i < EVENT_LIMITS.rate.create.member; i += 1) expect((await create(busy.token, { roomId: 3 })).status).toBe(200);
    expect((await create(busy.token, { roomId: 3 })).status).toBe(429);
  });

  it('takes going, interested and none, keeping the counts; the same answer again changes nothing', async () => {
    expect((await rsvp(fan.token, party, 'interested')).body.data).toEqual({ id: party, myRsvp: 'interested', goingCount: 1, interestedCount: 1 });
    expect((await rsvp(fan.token, party, 'going')).body.data).toEqual({ id: party, myRsvp: 'going', goingCount: 2, interestedCount: 0 });
    expect((await rsvp(fan.token, party, 'going')).body.data).toEqual({ id: party, myRsvp: 'going', goingCount: 2, interestedCount: 0 });
    expect((await detail(party, fan.token)).myRsvp).toBe('going');
    expect((await rsvp(fan.token, party, 'none')).body.data).toEqual({ id: party, myRsvp: null, goingCount: 1, interestedCount: 0 });
    expect((await rsvp(host.token, party, 'none')).status).toBe(422);
    expect((await rsvp(fan.token, party, 'maybe')).status).toBe(422);
  });

  it('refuses a goer past the capacity (409) but still takes interest', async () => {
    await rsvp(fan.token, party, 'going');
    const third = await addMember(w.h.t.db, 'third05', 'Người Thứ Ba');
    expect((await rsvp(third.token, party, 'going')).status).toBe(200);
    expect((await rsvp(other.token, party, 'going')).status).toBe(409);
    expect((await rsvp(other.token, party, 'interested')).status).toBe(200);
    expect((await detail(party)).goingCount).toBe(3);
  });

  it('lists who answered, leaving out members blocked either way', async () => {
    await w.h.t.db.insertInto('memberBlocks').values({ blockerId: fan.id, blockedId: other.id, createdAt: TEST_NOW }).execute();
    const going = envelope(eventAttendees.data).parse((await w.send(`${E}/attendees?id=${party}`, { token: other.token })).body).data.list;
    expect(going.map((a) => a.userId)).not.toContain(fan.id);
    expect(going.map((a) => a.userId)).toContain(host.id);
    const interested = envelope(eventAttendees.data).parse((await w.send(`${E}/attendees?id=${party}&status=interested`)).body).data.list;
    expect(interested.map((a) => a.userId)).toEqual([other.id]);
  });

  it('lets only the host edit, never below those going (422)', async () => {
    const edit = (token: string, capacity: number | null) => w.send(`${E}/edit`, { token, body: { id: party, title: 'Xem chung đại chiến', description: '', capacity } });
    expect((await edit(fan.token, 10)).status).toBe(403);
    expect((await edit(host.token, 2)).status).toBe(422);
    const res = await edit(host.token, null);
    expect(res.body.data).toMatchObject({ title: 'Xem chung đại chiến', capacity: null });
  });

  it('shows the room link once it opens before kick-off, and while the match is on', async () => {
    const online = envelope(eventDetailData).parse((await create(fan.token, { roomId: 3, title: 'Xem online' })).body).data;
    expect(online.room).toMatchObject({ roomId: 3 });
    expect(online.roomHref).toBeNull();
    w.clock.now = TEST_NOW + 2 * 3_600_000 - 10 * 60_000;
    expect((await detail(online.id)).roomHref).toMatch(/^\/truc-tiep\/.+-3$/);
    w.clock.now = TEST_NOW;
    await w.h.t.db.updateTable('fixtures').set({ scheduleStatus: 2 }).where('id', '=', FX.upcomingFootball).execute();
    expect((await detail(online.id)).roomHref).toMatch(/-3$/);
    await w.h.t.db.updateTable('fixtures').set({ scheduleStatus: 1 }).where('id', '=', FX.upcomingFootball).execute();
  });

  it('lets the host or the group\'s moderators call it off (others 403), telling those going in their language', async () => {
    await addPost(w.h.t.db, fan.id, null, 'zh');
    expect((await w.send(`${E}/cancel`, { token: fan.token, body: { id: party } })).status).toBe(403);
    const res = await w.send(`${E}/cancel`, { token: host.token, body: { id: party } });
    expect(res.body.data).toMatchObject({ state: 'cancelled', canEdit: false, canCancel: false });
    expect((await inboxOf(w.h.t.db, fan.id))[0]).toMatchObject({ title: '觀賽聚會已取消', link: `/bang-ton/su-kien/${party}` });
    expect((await inboxOf(w.h.t.db, host.id))).toEqual([]);
    expect((await w.send(`${E}/cancel`, { token: host.token, body: { id: party } })).status).toBe(200);
    expect((await rsvp(fan.token, party, 'interested')).status).toBe(409);
  });

  it('keeps a private group\'s parties to its members (404 for others), in lists and detail', async () => {
    const g = await createGroup(w, host.token, { name: 'Hội kín', privacy: 'private' });
    const hidden = envelope(eventDetailData).parse((await create(host.token, { placeId, groupId: g.id, title: 'Chỉ thành viên' })).body).data;
    expect((await w.send(`${E}/detail?id=${hidden.id}`, { token: fan.token })).status).toBe(404);
    expect((await w.send(`${E}/detail?id=${hidden.id}`)).status).toBe(404);
    expect((await rsvp(fan.token, hidden.id, 'going')).status).toBe(404);
    const forFan = envelope(eventList.data).parse((await w.send(`${E}/list?scope=group&id=${g.id}`, { token: fan.token })).body).data;
    expect(forFan.list).toEqual([]);
    const forHost = envelope(eventList.data).parse((await w.send(`${E}/list?scope=group&id=${g.id}`, { token: host.token })).body).data;
    expect(forHost.list.map((e) => e.id)).toEqual([hidden.id]);
    expect(forHost.list[0]?.group).toMatchObject({ id: g.id, privacy: 'private' });
  });

  it('lists parties soonest first, by fixture, place and the reader\'s own; cancelled ones only in mine', async () => {
    const later = envelope(eventDetailData).parse((await create(fan.token, { roomId: 6, fixtureId: FX.tomorrowEsport, title: 'Xem LPL' })).body).data;
    const upcoming = envelope(eventList.data).parse((await w.send(`${E}/list`)).body).data.list;
    expect(upcoming.at(-1)?.id).toBe(later.id);
    expect(upcoming.map((e) => e.id)).not.toContain(party);
    const byFixture = envelope(eventList.data).parse((await w.send(`${E}/list?scope=fixture&id=${FX.tomorrowEsport}`)).body).data.list;
    expect(byFixture.map((e) => e.id)).toEqual([later.id]);
    const mine = envelope(eventList.data).parse((await w.send(`${E}/list?scope=mine`, { token: host.token })).body).data.list;
    expect(mine.map((e) => e.id)).toContain(party);
    expect((await w.send(`${E}/list?scope=mine`)).status).toBe(401);
    expect((await w.send(`${E}/list?scope=place`)).status).toBe(422);
    const paged = envelope(eventList.data).parse((await w.send(`${E}/list?pageSize=1`)).body).data;
    const next = envelope(eventList.data).parse((await w.send(`${E}/list?pageSize=1&cursor=${paged.nextCursor}`)).body).data;
    expect(next.list[0]?.id).not.toBe(paged.list[0]?.id);
  });

  it('drops a party from the lists and takes no answers once its match is over (409)', async () => {
    await w.h.t.db.updateTable('fixtures').set({ scheduleStatus: 3 }).where('id', '=', FX.tomorrowEsport).execute();
    const byFixture = envelope(eventList.data).parse((await w.send(`${E}/list?scope=fixture&id=${FX.tomorrowEsport}`)).body).data.list;
    expect(byFixture).toEqual([]);
    const [over] = (await w.h.t.db.selectFrom('communityEvents').select('id').where('fixtureId', '=', FX.tomorrowEsport).execute());
    expect((await rsvp(host.token, over?.id ?? 0, 'going')).status).toBe(409);
  });
});
