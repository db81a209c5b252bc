import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TipItem, TipQuote, TipEvent, TipsterStats } from '@/lib/contract/tips';
import type { Match } from '@/lib/contract/schedule';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FX, TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { seedTipsData, TIP_FX, type TipsData } from '../fixtures/tips-data';
import { forgedToken, guestToken, memberToken } from './auth-tokens';

const backends = await testBackends();
const T = '/live/api/tips';
const ANALYSIS = 'Chủ nhà thắng ba trận gần nhất và ghi nhiều bàn.';

describe.each(backends)('tips API on $name', (backend) => {
  let h: Harness;
  let data: TipsData;
  let fan: string;
  let other: { id: number; token: string };
  beforeAll(async () => {
    h = await openHarness(backend);
    data = await seedTipsData(h.t.db);
    fan = await memberToken(h.data.fanId);
    const row = await h.t.db
      .insertInto('users')
      .values({ username: 'fan02', passwordHash: 'x', displayName: 'Fan Hai', nickname: null, profilePicture: null, siteRoleId: SITE_ROLE.member, email: null, phone: null, createdAt: TEST_NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    other = { id: row.id, token: await memberToken(row.id) };
  });
  afterAll(async () => {
    await h.t.close();
  });

  const create = (body: unknown, token?: string) => call<TipItem>(h.api, `${T}/create`, { method: 'POST', body, token });
  const update = (body: unknown, token?: string) => call<TipItem>(h.api, `${T}/update`, { method: 'POST', body, token });
  const remove = (body: unknown, token?: string) => call<null>(h.api, `${T}/delete`, { method: 'POST', body, token });
  const quote = async (fixtureId: number) => (await call<TipQuote>(h.api, `${T}/quote?fixtureId=${fixtureId}`)).body.data;
  const get = <D>(url: string, token?: string) => call<D>(h.api, url, { token });
  const pick = (over: Record<string, unknown> = {}) => ({ fixtureId: TIP_FX.football, market: '1x2', selection: 'home', confidence: 4, analysis: ANALYSIS, ...over });

  describe('writing a tip', () => {
    it('stores the current quoted price of the selection, not one the client sends', async () => {
      const q = await quote(TIP_FX.football);
      expect(q.open).toBe(true);
      const res = await create(pick(), fan);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ market: '1x2', selection: 'home', line: null, odds: q.oneXTwo.home, result: null, confidence: 4, author: { userId: h.data.fanId } });
      expect(res.body.data.match).toMatchObject({ fixtureId: TIP_FX.football, home: 'Arsenal', away: 'Chelsea' });
      expect((await create(pick({ market: 'ou', selection: 'over', line: q.overUnder.line, odds: 9.99 }), fan)).status).toBe(422);
    });

    it('stores the handicap of the side backed and the quoted total', async () => {
      const q = await quote(TIP_FX.football);
      const ah = await create(pick({ market: 'ah', selection: 'away', line: -q.handicap.line }), fan);
      expect(ah.status).toBe(200);
      expect(ah.body.data).toMatchObject({ line: -q.handicap.line, odds: q.handicap.away });
      const ou = await create(pick({ market: 'ou', selection: 'under', line: q.overUnder.line }), fan);
      expect(ou.body.data).toMatchObject({ line: q.overUnder.line, odds: q.overUnder.under });
    });

    it('answers 409 to a second tip on the same market of a match', async () => {
      const res = await create(pick({ selection: 'away' }), fan);
      expect(res.status).toBe(409);
      expect(res.body.msg).toMatch(/already/);
    });

    it('answers 409 when the quoted line has moved', async () => {
      const q = await quote(TIP_FX.footballLater);
      const res = await create(pick({ fixtureId: TIP_FX.footballLater, market: 'ou', selection: 'over', line: q.overUnder.line + 1 }), fan);
      expect(res.status).toBe(409);
      expect(res.body.msg).toContain(`line: the line is now ${q.overUnder.line}`);
    });

    it.each([
      ['a draw outside 1x2', { market: 'ah', selection: 'draw', line: -0.5 }, /selection/],
      ['over/under as a 1x2 pick', { market: '1x2', selection: 'over' }, /selection/],
      ['a line on a 1x2 pick', { market: '1x2', selection: 'home', line: 0.5 }, /line/],
      ['a handicap without a line', { market: 'ah', selection: 'home' }, /line/],
      ['a total without a line', { market: 'ou', selection: 'over', line: null }, /line/],
      ['a line off the quarter grid', { market: 'ou', selection: 'over', line: 2.3 }, /line/],
      ['a short analysis', { analysis: 'ngắn quá' }, /analysis/],
      ['confidence 6', { confidence: 6 }, /confidence/],
      ['a fixture id as text', { fixtureId: 'abc' }, /fixtureId/],
      ['an unknown market', { market: 'corners' }, /market/],
      ['an unknown field', { odds: 2 }, /odds/],
    ])('answers 422 to %s', async (_name, over, msg) => {
      const res = await create(pick({ fixtureId: TIP_FX.footballLater, ...over }), other.token);
      expect(res.status).toBe(422);
      expect(res.body.msg).toMatch(msg);
    });

    it('answers 422 to a draw in a sport without draws', async () => {
      const res = await create(pick({ fixtureId: TIP_FX.basketball, selection: 'draw' }), other.token);
      expect(res.status).toBe(422);
      expect(res.body.msg).toContain('no draws');
    });

    it('answers 400 to a body that is not JSON', async () => {
      expect((await create('{"fixtureId":', other.token)).status).toBe(400);
    });

    it('answers 404 for an unknown fixture', async () => {
      expect((await create(pick({ fixtureId: 424242 }), other.token)).status).toBe(404);
    });

    it.each([
      ['a match that has just kicked off', TIP_FX.kickedOff],
      ['a live match', FX.liveFootball],
      ['a finished match', FX.endedFootball],
    ])('answers 409 after kick-off: %s', async (_name, fixtureId) => {
      const res = await create(pick({ fixtureId }), other.token);
      expect(res.status).toBe(409);
      expect(res.body.msg).toContain('kick-off');
    });

    it('answers 401 to guests, missing and forged tokens', async () => {
      const guest = (await guestToken()).token;
      for (const token of [undefined, guest, await forgedToken(h.data.fanId), 'garbage']) {
        expect((await create(pick(), token)).status).toBe(401);
        expect((await update({ id: 1, selection: 'home', confidence: 3, analysis: ANALYSIS }, token)).status).toBe(401);
        expect((await remove({ id: 1 }, token)).status).toBe(401);
        expect((await get(`${T}/my`, token)).status).toBe(401);
      }
    });
  });

  describe('changing and deleting a tip', () => {
    let mine: TipItem;
    beforeAll(async () => {
      const res = await create(pick({ fixtureId: TIP_FX.esport, selection: 'home' }), other.token);
      mine = res.body.data;
    });

    it('changes one’s own pick before kick-off, at the current price', async () => {
      const q = await quote(TIP_FX.esport);
      const res = await update({ id: mine.id, selection: 'away', confidence: 2, analysis: `${ANALYSIS} Đổi ý.` }, other.token);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: mine.id, selection: 'away', odds: q.oneXTwo.away, confidence: 2 });
      expect(res.body.data.updatedAt).toEqual(expect.any(Number));
    });

    it('answers 404 to changing or deleting someone else’s tip or an unknown one', async () => {
      expect((await update({ id: mine.id, selection: 'home', confidence: 3, analysis: ANALYSIS }, fan)).status).toBe(404);
      expect((await remove({ id: mine.id }, fan)).status).toBe(404);
      expect((await remove({ id: 999_999 }, other.token)).status).toBe(404);
    });

    it('answers 409 to changing or deleting a tip after kick-off', async () => {
      const row = await h.t.db
        .insertInto('tips')
        .values({ fixtureId: TIP_FX.kickedOff, authorId: other.id, market: '1x2', selection: 'home', line: null, odds: 2, confidence: 3, analysisVi: ANALYSIS, analysisEn: ANALYSIS, analysisZh: ANALYSIS, lang: 'vi', result: null, createdAt: TEST_NOW, updatedAt: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await update({ id: row.id, selection: 'away', confidence: 3, analysis: ANALYSIS }, other.token)).status).toBe(409);
      expect((await remove({ id: row.id }, other.token)).status).toBe(409);
      await h.t.db.deleteFrom('tips').where('id', '=', row.id).execute();
    });

    it('deletes one’s own tip', async () => {
      expect((await remove({ id: mine.id }, other.token)).status).toBe(200);
      expect((await remove({ id: mine.id }, other.token)).status).toBe(404);
      expect((await get(`${T}/detail?id=${mine.id}`)).status).toBe(404);
    });
  });

  describe('reading tips', () => {
    it('lists tips newest first with filters and pages', async () => {
      const all = await get<{ items: TipItem[]; total: number }>(`${T}/list?pageSize=50`);
      expect(all.status).toBe(200);
      const times = all.body.data.items.map((t) => t.createdAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const football = await get<{ items: TipItem[]; total: number }>(`${T}/list?liveModeId=${LIVE_MODE.football}&market=ah`);
      expect(football.body.data.items.every((t) => t.market === 'ah' && t.match.liveModeId === LIVE_MODE.football)).toBe(true);
      expect(football.body.data.total).toBe(1);
      const byAuthor = await get<{ items: TipItem[]; total: number }>(`${T}/list?authorId=${data.tipsters.hoops}&pageSize=3&pageNum=2`);
      expect(byAuthor.body.data).toMatchObject({ total: 8, pageNum: 2, pageSize: 3 });
      expect(byAuthor.body.data.items).toHaveLength(3);
      const byFixture = await get<{ items: TipItem[] }>(`${T}/list?fixtureId=${TIP_FX.football}`);
      expect(byFixture.body.data.items.map((t) => t.market).sort()).toEqual(['1x2', 'ah', 'ou']);
    });

    it.each([
      ['a live mode without tips', 'liveModeId=2'],
      ['a market that does not exist', 'market=corners'],
      ['a page size over the limit', 'pageSize=500'],
      ['a fixture id as text', 'fixtureId=abc'],
    ])('answers 422 to %s', async (_name, qs) => {
      expect((await get(`${T}/list?${qs}`)).status).toBe(422);
    });

    it('shows a tip with its author’s record, and 404s an unknown one', async () => {
      const list = await get<{ items: TipItem[] }>(`${T}/list?authorId=${data.tipsters.ace}&pageSize=1`);
      const [first] = list.body.data.items;
      const res = await get<{ tip: TipItem; authorStats: TipsterStats }>(`${T}/detail?id=${first?.id ?? 0}`);
      expect(res.body.data.authorStats).toEqual({ tips: 7, won: 6, lost: 1, winRate: 6 / 7, streak: 3 });
      expect((await get(`${T}/detail?id=999999`)).status).toBe(404);
      expect((await get(`${T}/detail?id=x1`)).status).toBe(422);
    });

    it('lists a sport’s matches with tips, upcoming first, with counts', async () => {
      const res = await get<TipEvent[]>(`${T}/events?liveModeId=${LIVE_MODE.football}`);
      expect(res.body.data[0]).toMatchObject({ match: { fixtureId: TIP_FX.football }, tipCount: 3 });
      expect(res.body.data.find((e) => e.match.fixtureId === 3001)?.tipCount).toBe(3);
      expect((await get(`${T}/events`)).status).toBe(422);
    });

    it('offers upcoming matches to write on, not ones that have kicked off', async () => {
      const res = await get<Match[]>(`${T}/open-matches?liveModeId=${LIVE_MODE.football}`);
      const ids = res.body.data.map((m) => m.fixtureId);
      expect(ids).toEqual([TIP_FX.football, TIP_FX.footballLater]);
    });

    it('answers 404 to a quote for an unknown fixture', async () => {
      expect((await get(`${T}/quote?fixtureId=424242`)).status).toBe(404);
    });

    it('gives a member their tips with their record', async () => {
      const res = await get<{ items: TipItem[]; stats: TipsterStats }>(`${T}/my`, fan);
      expect(res.body.data.items.map((t) => t.market).sort()).toEqual(['1x2', 'ah', 'ou']);
      expect(res.body.data.stats).toEqual({ tips: 3, won: 0, lost: 0, winRate: null, streak: 0 });
    });
  });
});
