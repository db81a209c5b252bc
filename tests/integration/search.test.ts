import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { siteSearch, type SearchResults } from '@/lib/contract/search';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FX, TEST_NOW } from '../fixtures/dataset';
import { seedTeamsData, TEAMS } from '../fixtures/teams-data';
import { testBackends } from '../fixtures/test-db';
import { translatedColumns } from '@/server/services/localized';

const backends = await testBackends();

describe.each(backends)('site search on $name', (backend) => {
  let h: Harness;
  let tipId = 0;
  let privateId = 0;
  let topicId = 0;
  beforeAll(async () => {
    h = await openHarness(backend);
    await seedTeamsData(h.t.db);
    const db = h.t.db;
    const topic = await db.insertInto('chatGroups').values({ kind: 'topic', ...translatedColumns('name', { vi: 'Bàn luận V.League', en: 'V.League talk', zh: '越南聯賽討論' }), ...translatedColumns('description', { vi: 'Góc Hà Nội và Hải Phòng', en: 'Hà Nội and Hải Phòng corner', zh: '河內與海防' }), liveRoomId: null, pairKey: null, pinnedMessageId: null, lastMessageAt: null, createdAt: TEST_NOW }).returning('id').executeTakeFirstOrThrow();
    const secret = await db.insertInto('chatGroups').values({ kind: 'private', ...translatedColumns('name', { vi: 'Quyết và Dũng', en: 'Quyết và Dũng', zh: 'Quyết và Dũng' }), ...translatedColumns('description', { vi: '', en: '', zh: '' }), liveRoomId: null, pairKey: '1:2', pinnedMessageId: null, lastMessageAt: null, createdAt: TEST_NOW }).returning('id').executeTakeFirstOrThrow();
    const tip = await db.insertInto('tips').values({ fixtureId: FX.upcomingFootball, authorId: h.data.fanId, market: '1x2', selection: 'home', line: null, odds: 2.1, confidence: 4, ...translatedColumns('analysis', { vi: 'Pháo thủ đá sân nhà rất chắc chắn', en: 'The Gunners are solid at home', zh: '兵工廠主場很穩' }), lang: 'vi', result: null, createdAt: TEST_NOW }).returning('id').executeTakeFirstOrThrow();
    [topicId, privateId, tipId] = [topic.id, secret.id, tip.id];
  });
  afterAll(async () => {
    await h.t.close();
  });

  async function search(query: string): Promise<{ status: number; data: SearchResults | null; body: { code: number; msg: string; data: unknown } }> {
    const res = await call(h.api, `${siteSearch.path}?${query}`);
    return { status: res.status, body: res.body, data: res.status === 200 ? envelope(siteSearch.data).parse(res.body).data : null };
  }
  const q = (text: string, extra = '') => search(`q=${encodeURIComponent(text)}${extra}`);

  it('finds "Hà Nội" whichever way it is typed, accents and case ignored', async () => {
    for (const text of ['ha noi', 'HA NOI', 'hà nội', 'Hà Nội']) {
      const { data } = await q(text);
      expect(data?.team.items.map((t) => t.team.id), text).toEqual([101]);
    }
  });

  it('reads đ as d and takes every word as a prefix', async () => {
    expect((await q('do hung dung')).data?.player.items.map((p) => p.id)).toEqual([TEAMS.assister]);
    expect((await q('Đỗ Hùng')).data?.player.items.map((p) => p.id)).toEqual([TEAMS.assister]);
    expect((await q('ars')).data?.team.items.map((t) => t.team.name)).toEqual(['Arsenal']);
    expect((await q('nguyen van q')).data?.player.items[0]).toMatchObject({ id: TEAMS.scorer, team: { id: 101 } });
  });

  it('finds matches by either team, live first, with their rooms', async () => {
    const { data } = await q('hai phong', '&kind=match');
    expect(data?.match.items.map((m) => m.fixtureId)).toEqual([FX.liveFootball, FX.upcomingNoRoom, FX.earlyMorning]);
    expect(data?.match.items[0]?.roomId).not.toBeNull();
    expect((await q('ha noi hai phong')).data?.match.items).toHaveLength(3);
  });

  it('finds leagues by name or country, football only', async () => {
    expect((await q('premier')).data?.league.items).toEqual([{ league: expect.objectContaining({ id: 2 }), country: 'England' }]);
    expect((await q('vba')).data?.league.items).toEqual([]);
    expect((await q('saigon heat')).data?.team.items).toEqual([]);
  });

  it('finds public rooms and tips, never a private conversation', async () => {
    expect((await q('ban luan')).data?.room.items).toEqual([{ groupId: topicId, name: 'Bàn luận V.League', description: 'Góc Hà Nội và Hải Phòng', kind: 'topic' }]);
    const private_ = await q('quyet dung', '&kind=room');
    expect(private_.data?.room.items.map((r) => r.groupId)).not.toContain(privateId);
    const tips = (await q('phao thu')).data?.tip.items ?? [];
    expect(tips.map((t) => [t.id, t.match.fixtureId])).toEqual([[tipId, FX.upcomingFootball]]);
  });

  it('finds translated text in any language and answers in the visitor\'s', async () => {
    const en = await call(h.api, `${siteSearch.path}?q=ban%20luan`, { headers: { 'x-language': 'en' } });
    expect(envelope(siteSearch.data).parse(en.body).data.room.items).toMatchObject([{ groupId: topicId, name: 'V.League talk' }]);
    expect((await q('league talk')).data?.room.items).toMatchObject([{ groupId: topicId, name: 'Bàn luận V.League' }]);
  });

  it('forgets a deleted tip and follows a renamed room', async () => {
    await h.t.db.deleteFrom('tips').where('id', '=', tipId).execute();
    expect((await q('phao thu')).data?.tip.items).toEqual([]);
    await h.t.db.updateTable('chatGroups').set(translatedColumns('name', { vi: 'Chuyện sân cỏ', en: 'Pitch talk', zh: '球場閒聊' })).where('id', '=', topicId).execute();
    expect((await q('chuyen san co')).data?.room.items.map((r) => r.groupId)).toEqual([topicId]);
    expect((await q('ban luan')).data?.room.items).toEqual([]);
  });

  it('answers one kind when asked, up to the limit, and says when there is more', async () => {
    const { data } = await q('ha', '&kind=match&limit=1');
    expect(data?.match.items).toHaveLength(1);
    expect(data?.match.hasMore).toBe(true);
    expect(data?.team.items).toEqual([]);
  });

  it('treats query syntax as plain words and punctuation alone as nothing', async () => {
    for (const text of ['"', '*', '()', '-', '"ha noi', 'ha* OR noi', 'NEAR(ha noi)', "ha' & noi:*", '-arsenal', '\\']) {
      const { status } = await q(text);
      expect(status, text).toBe(200);
    }
    const empty = await q('!!! ***');
    expect(empty.status).toBe(200);
    expect(Object.values(empty.data ?? {}).every((g) => g.items.length === 0)).toBe(true);
    expect((await q('(arsenal)')).data?.team.items.map((t) => t.team.id)).toEqual([103]);
  });

  it('refuses bad input with the error envelope', async () => {
    for (const query of ['', 'q=', 'q=%20%20', `q=${'a'.repeat(81)}`, 'q=ha&kind=video', 'q=ha&limit=0', 'q=ha&limit=31', 'q=ha&other=1']) {
      const res = await search(query);
      expect(res.status, query).toBe(422);
      expect(res.body).toMatchObject({ code: 422, data: null });
      expect(res.body.msg).toMatch(/q|kind|limit|other/);
    }
  });
});
