import { beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { matchAnalysis, matchEvents, matchOdds, matchTips } from '@/lib/contract/room';
import { fixtureOdds } from '@/server/services/odds';
import { ODDS_BUCKET_MS } from '@/server/services/odds-model';
import { call } from '../fixtures/api-harness';
import { FX, TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { XF, liveSuite } from './live-extras';

const backends = await testBackends();

describe.each(backends)('match centre on $name', (backend) => {
  const live = liveSuite(backend);
  const { ok } = live;
  const statusOf = async (url: string) => (await call(live.h.api, url)).status;

  describe('match-events', () => {
    beforeAll(async () => {
      const event = (seq: number, minute: number, kind: string, side: 'home' | 'away', points: number, homeScore: number, awayScore: number) =>
        ({ fixtureId: FX.liveFootball, seq, minute, added: 0, kind, side, playerId: null, playerName: `P${seq}`, relatedName: null, points, homeScore, awayScore, at: TEST_NOW + seq });
      await live.h.t.db.insertInto('matchEvents').values([
        event(3, 30, 'yellow', 'away', 0, 1, 0),
        event(1, 12, 'goal', 'home', 1, 1, 0),
        event(2, 20, 'sub', 'away', 0, 1, 0),
      ]).execute();
    });

    it('answers the events of the fixture ordered by seq', async () => {
      const events = await ok(`/live/api/schedule/match-events?fixtureId=${FX.liveFootball}`, envelope(matchEvents.data));
      expect(events.map((e) => [e.seq, e.kind, e.minute])).toEqual([[1, 'goal', 12], [2, 'sub', 20], [3, 'yellow', 30]]);
      expect(events[0]).toMatchObject({ side: 'home', points: 1, homeScore: 1, awayScore: 0, playerName: 'P1', relatedName: null });
    });

    it('is empty for a fixture with no events yet', async () => {
      expect(await ok(`/live/api/schedule/match-events?fixtureId=${FX.upcomingFootball}`, envelope(matchEvents.data))).toEqual([]);
    });

    it.each([['fixtureId=424242', 404], ['fixtureId=x', 422], ['', 422]])('answers %s with %i', async (qs, status) => {
      expect(await statusOf(`/live/api/schedule/match-events?${qs}`)).toBe(status);
    });
  });

  describe('analysis', () => {
    const analysis = (fixtureId: number) => ok(`/live/api/schedule/analysis?fixtureId=${fixtureId}`, envelope(matchAnalysis.data));

    it('lists finished meetings either way round, newest first, without unscored or cancelled ones', async () => {
      const a = await analysis(FX.liveFootball);
      expect(a.h2h.map((m) => m.fixtureId)).toEqual([FX.earlyMorning, XF.meetingAway, XF.meetingOld]);
      expect(a.h2h[1]).toMatchObject({ localteam: { id: 102 }, visitorteam: { id: 101 }, homeScore: 3, awayScore: 1, leagueName: 'V.League 1' });
    });

    it('gives each team’s form from its own point of view', async () => {
      const a = await analysis(FX.liveFootball);
      expect(a.homeForm.map((f) => [f.fixtureId, f.venue, f.scored, f.conceded, f.letter])).toEqual([
        [FX.earlyMorning, 'home', 0, 1, 'L'],
        [XF.otherWin, 'home', 1, 0, 'W'],
        [XF.meetingAway, 'away', 1, 3, 'L'],
        [XF.meetingOld, 'home', 2, 2, 'D'],
      ]);
      expect(a.homeForm[1]?.opponent).toMatchObject({ id: 103, name: 'Arsenal' });
      expect(a.awayForm.map((f) => [f.fixtureId, f.letter])).toEqual([[FX.earlyMorning, 'W'], [XF.meetingAway, 'W'], [XF.meetingOld, 'D']]);
    });

    it('keeps the last ten meetings and the last five matches of each team', async () => {
      const a = await analysis(FX.liveBasketball);
      expect(a.h2h).toHaveLength(10);
      expect(a.h2h[0]?.fixtureId).toBe(XF.basketballFirst);
      expect(a.homeForm).toHaveLength(5);
      expect(a.awayForm).toHaveLength(5);
      expect(a.awayForm[0]).toMatchObject({ venue: 'away', scored: 75, conceded: 80, letter: 'L' });
    });

    it('is empty for teams with no finished matches', async () => {
      expect(await analysis(FX.tomorrowEsport)).toEqual({ h2h: [], homeForm: [], awayForm: [] });
    });

    it.each([['fixtureId=424242', 404], ['fixtureId=12abc', 422], ['fixtureId=', 422]])('answers %s with %i', async (qs, status) => {
      expect(await statusOf(`/live/api/schedule/analysis?${qs}`)).toBe(status);
    });
  });

  describe('odds', () => {
    const at = (fixtureId: number, now: number) => fixtureOdds(live.h.t.db, { fixtureId }, { locale: 'vi', now });

    it('answers three bookmakers with 1X2, handicap and over/under', async () => {
      const odds = await ok(`/live/api/schedule/odds?fixtureId=${FX.liveFootball}`, envelope(matchOdds.data));
      expect(odds.bookmakers).toHaveLength(3);
      expect(odds.updatedAt % ODDS_BUCKET_MS).toBe(0);
      for (const b of odds.bookmakers) expect(b.oneXTwo.draw).not.toBeNull();
    });

    it('has no draw price in basketball', async () => {
      const odds = await at(FX.liveBasketball, TEST_NOW);
      for (const b of odds.bookmakers) expect(b.oneXTwo.draw).toBeNull();
    });

    it('is the same within a time bucket and moves in the next', async () => {
      const start = Math.floor(TEST_NOW / ODDS_BUCKET_MS) * ODDS_BUCKET_MS;
      const a = await at(FX.upcomingFootball, start);
      expect(await at(FX.upcomingFootball, start + ODDS_BUCKET_MS - 1)).toEqual(a);
      const b = await at(FX.upcomingFootball, start + ODDS_BUCKET_MS);
      expect(b.updatedAt).toBe(start + ODDS_BUCKET_MS);
      expect(b.bookmakers).not.toEqual(a.bookmakers);
    });

    it('keeps a finished match at its kick-off prices', async () => {
      expect(await at(FX.endedFootball, TEST_NOW)).toEqual(await at(FX.endedFootball, TEST_NOW + 10 * ODDS_BUCKET_MS));
    });

    it.each([['fixtureId=424242', 404], ['fixtureId=-3', 422]])('answers %s with %i', async (qs, status) => {
      expect(await statusOf(`/live/api/schedule/odds?${qs}`)).toBe(status);
    });
  });

  describe('tips', () => {
    beforeAll(async () => {
      const tip = (authorId: number, market: string, selection: string, line: number | null, createdAt: number) =>
        ({ fixtureId: FX.upcomingFootball, authorId, market, selection, line, odds: 1.85, confidence: 4, analysisVi: 'Phong độ nói vậy', analysisEn: 'Form says so', analysisZh: '狀態如此', lang: null, result: null, createdAt });
      await live.h.t.db.insertInto('tips').values([
        tip(live.h.data.commentators.long, '1x2', 'home', null, TEST_NOW - 3_000),
        tip(live.h.data.commentators.mai, 'ou', 'over', 2.5, TEST_NOW - 1_000),
        tip(live.h.data.commentators.tuan, 'ah', 'away', -0.25, TEST_NOW - 2_000),
      ]).execute();
    });

    it('lists the fixture’s tips with their authors, newest first', async () => {
      const tips = await ok(`/live/api/schedule/tips?fixtureId=${FX.upcomingFootball}`, envelope(matchTips.data));
      expect(tips.map((t) => [t.author.displayName, t.market, t.selection, t.line])).toEqual([
        ['Mai', 'ou', 'over', 2.5],
        ['Tuấn', 'ah', 'away', -0.25],
        ['Long', '1x2', 'home', null],
      ]);
      expect(tips[0]).toMatchObject({ fixtureId: FX.upcomingFootball, odds: 1.85, confidence: 4, result: null, createdAt: TEST_NOW - 1_000 });
    });

    it('is empty for a fixture without tips', async () => {
      expect(await ok(`/live/api/schedule/tips?fixtureId=${FX.liveFootball}`, envelope(matchTips.data))).toEqual([]);
    });

    it.each([['fixtureId=424242', 404], ['fixtureId=abc', 422]])('answers %s with %i', async (qs, status) => {
      expect(await statusOf(`/live/api/schedule/tips?${qs}`)).toBe(status);
    });
  });
});
