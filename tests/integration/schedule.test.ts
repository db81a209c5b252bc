import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { envelope } from '@/lib/contract/endpoint';
import { featureMatch, liveSchedule, scheduleModeList, type LiveMode, type Match } from '@/lib/contract/schedule';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { createApiApp } from '@/server/api';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FX, TEST_DAY } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();

class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const ids = (matches: Match[]) => matches.map((m) => m.fixtureId);

describe.each(backends)('schedule on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(backend);
  });
  afterAll(async () => {
    await h.t.close();
  });
  afterEach(() => {
    delete process.env.STREAM_BASE_URL;
  });

  const get = <T = Match[]>(url: string, headers?: Record<string, string>) => call<T>(h.api, url, { headers });
  const features = async (qs = '') => {
    const res = await get(`/live/api/schedule/feature-match${qs}`);
    expect(res.status).toBe(200);
    return envelope(featureMatch.data).parse(res.body).data;
  };
  const day = async (qs: string) => {
    const res = await get(`/live/api/schedule/liveSchedule?${qs}`);
    expect(res.status).toBe(200);
    return envelope(liveSchedule.data).parse(res.body).data;
  };

  describe('feature-match', () => {
    it('lists streamed live matches first, then the soonest upcoming ones', async () => {
      expect(ids(await features())).toEqual([FX.liveFootball, FX.liveBasketball, FX.upcomingFootball, FX.tomorrowEsport]);
    });

    it("puts a studio's round-the-clock table after the live sports, however many watch it", async () => {
      const table = 1099;
      await h.t.db.insertInto('liveModes').values({ id: LIVE_MODE.casino, slug: 'casino', icon: 'dice-5', nameVi: 'Casino', nameEn: 'Casino', nameZh: '娛樂場', livemode: 90, sort: 9 }).execute();
      await h.t.db.insertInto('fixtures').values({ id: table, staticId: table + 90_000, liveModeId: LIVE_MODE.casino, leagueId: 3, homeTeamId: 105, awayTeamId: 106, venueId: null, startTime: Date.now() - 60_000, status: '1', scheduleStatus: SCHEDULE_STATUS.live, homeScore: null, awayScore: null, updatedAt: Date.now() }).execute();
      await h.t.db.insertInto('liveRooms').values({ id: 99, fixtureId: table, commentatorId: h.data.commentators.long, liveModeId: LIVE_MODE.casino, titleVi: 'Bàn', titleEn: 'Table', titleZh: '桌', streamKey: 'key-99', viewerCount: 99_000 }).execute();
      try {
        expect(ids(await features('?pageSize=50')).slice(0, 3)).toEqual([FX.liveFootball, FX.liveBasketball, table]);
      } finally {
        await h.t.db.deleteFrom('liveRooms').where('id', '=', 99).execute();
        await h.t.db.deleteFrom('fixtures').where('id', '=', table).execute();
        await h.t.db.deleteFrom('liveModes').where('id', '=', LIVE_MODE.casino).execute();
      }
    });

    it('assembles a match from its teams, league, score and rooms (busiest room first)', async () => {
      const [m] = await features('?pageSize=1');
      expect(m).toMatchObject({
        fixtureId: FX.liveFootball,
        staticId: FX.liveFootball + 90_000,
        home: 'Hà Nội FC',
        away: 'Hải Phòng',
        localteam: { id: 101, name: 'Hà Nội FC', slug: 'ha-noi-fc' },
        visitorteam: { id: 102, name: 'Hải Phòng' },
        league: { id: 1, name: 'V.League 1' },
        startTime: '2025-06-15 04:30:00',
        status: '32',
        score: '[1-0]',
        roomId: 2,
        commentatorId: h.data.commentators.mai,
      });
      expect(m?.users.map((u) => [u.roomId, u.displayName, u.streamLink])).toEqual([
        [2, 'Mai', '/streams/2/master.m3u8'],
        [1, 'Tuấn', '/streams/1/master.m3u8'],
      ]);
    });

    it('leaves the score empty before kick-off', async () => {
      const m = (await features()).find((x) => x.fixtureId === FX.upcomingFootball);
      expect(m?.score).toBe('');
    });

    it('prefixes stream links with STREAM_BASE_URL when set', async () => {
      process.env.STREAM_BASE_URL = 'https://media.example/live/';
      // A request line of its own: the answer to one already asked is shared for a moment.
      const [m] = await features('?pageSize=2');
      expect(m?.users[0]?.streamLink).toBe('https://media.example/live/streams/2/master.m3u8');
    });

    it('filters by live mode, league and schedule status', async () => {
      expect(ids(await features(`?liveModeId=${LIVE_MODE.basketball}`))).toEqual([FX.liveBasketball]);
      expect(ids(await features('?leagueId=2'))).toEqual([FX.upcomingFootball]);
      expect(ids(await features('?status=2'))).toEqual([FX.liveFootball, FX.liveBasketball]);
      expect(ids(await features('?status=3'))).toEqual([FX.endedFootball]);
    });

    it('answers an empty list for an unknown league', async () => {
      expect(await features('?leagueId=424242')).toEqual([]);
    });

    it('loads any number of matches with two queries', async () => {
      const counter = new QueryCounter();
      const counted = h.t.db.withPlugin(counter);
      const api = createApiApp({ getDb: async () => counted });
      const res = await call<Match[]>(api, '/live/api/schedule/feature-match?pageSize=50');
      expect(res.body.data.length).toBe(4);
      expect(counter.count).toBe(2);
    });

    it.each([
      ['pageSize=51', 'pageSize: must be ≤ 50'],
      ['pageSize=0', 'pageSize: must be ≥ 1'],
      ['pageSize=abc', 'pageSize: expected number'],
      ['status=9', 'status: must be ≤ 5'],
      ['liveModeId=-1', 'liveModeId: must be ≥ 1'],
      ['leagueId=1.5', 'leagueId: expected integer'],
      ['color=red', 'color: unknown field'],
      ['pageSize=1&pageSize=2', 'pageSize: expected number'],
    ])('answers 422 to %s', async (qs, msg) => {
      const res = await get(`/live/api/schedule/feature-match?${qs}`);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ code: 422, msg, data: null });
    });
  });

  describe('liveSchedule', () => {
    it('lists every fixture of the day in Ho Chi Minh City by default, live first', async () => {
      expect(ids(await day(`date=${TEST_DAY}`))).toEqual([
        FX.liveFootball, FX.liveBasketball, FX.earlyMorning, FX.endedFootball, FX.upcomingFootball, FX.upcomingNoRoom, FX.cancelledLate,
      ]);
    });

    it('reads the date in the given time zone', async () => {
      expect(ids(await day(`date=${TEST_DAY}&timezone=UTC`))).toEqual([
        FX.liveFootball, FX.liveBasketball, FX.endedFootball, FX.upcomingFootball, FX.upcomingNoRoom, FX.cancelledLate,
      ]);
    });

    it('includes matches nobody streams, with no room', async () => {
      const m = (await day(`date=${TEST_DAY}`)).find((x) => x.fixtureId === FX.upcomingNoRoom);
      expect(m).toMatchObject({ roomId: null, commentatorId: null, users: [] });
    });

    it('filters by live mode and limits to pageSize', async () => {
      expect(ids(await day(`date=${TEST_DAY}&liveModeId=${LIVE_MODE.basketball}`))).toEqual([FX.liveBasketball]);
      expect(ids(await day(`date=${TEST_DAY}&pageSize=2`))).toEqual([FX.liveFootball, FX.liveBasketball]);
      expect(ids(await day('date=2025-06-16'))).toEqual([FX.tomorrowEsport]);
      expect(await day('date=2030-01-01')).toEqual([]);
    });

    it.each([
      ['date=2025-06-15&pageSize=201', 'pageSize: must be ≤ 200'],
      ['date=15/06/2025', 'date: expected YYYY-MM-DD'],
      ['date=2025-02-30', 'date: "2025-02-30" is not a calendar date'],
      ['date=2025-13-01', 'date: "2025-13-01" is not a calendar date'],
      ['timezone=UTC', 'date: required'],
      ['date=2025-06-15&timezone=Mars/Olympus', 'timezone: unknown time zone "Mars/Olympus"'],
      ['date=2025-06-15&liveModeId=football', 'liveModeId: expected number'],
    ])('answers 422 to %s', async (qs, msg) => {
      const res = await get(`/live/api/schedule/liveSchedule?${qs}`);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ code: 422, msg, data: null });
    });
  });

  describe('schedule-mode/list', () => {
    it('names live modes in the language of x-language', async () => {
      const vi = envelope(scheduleModeList.data).parse((await get<LiveMode[]>('/live/api/schedule-mode/list')).body).data;
      expect(vi).toEqual([
        { liveModeId: LIVE_MODE.football, name: 'Bóng đá', slug: 'bong-da', icon: 'goal', livemode: 10 },
        { liveModeId: LIVE_MODE.basketball, name: 'Bóng rổ', slug: 'bong-ro', icon: 'target', livemode: 20 },
        { liveModeId: LIVE_MODE.esport, name: 'Thể thao điện tử', slug: 'esport', icon: 'gamepad-2', livemode: 30 },
      ]);
      const en = await get<LiveMode[]>('/live/api/schedule-mode/list', { 'x-language': 'en' });
      expect(en.body.data.map((m) => m.name)).toEqual(['Football', 'Basketball', 'Esports']);
      const zh = await get<LiveMode[]>('/live/api/schedule-mode/list', { 'x-language': 'zh' });
      expect(zh.body.data.map((m) => m.name)).toEqual(['足球', '籃球', '電競']);
    });

    it('falls back to Vietnamese for an unknown x-language', async () => {
      const res = await get<LiveMode[]>('/live/api/schedule-mode/list', { 'x-language': 'fr' });
      expect(res.body.data[0]?.name).toBe('Bóng đá');
    });

    it('refuses query parameters it does not know', async () => {
      expect((await get('/live/api/schedule-mode/list?page=1')).status).toBe(422);
    });
  });

  describe('total-live-schedule', () => {
    it('counts streamed live matches, optionally of one live mode', async () => {
      expect((await get('/other/api/schedule/total-live-schedule')).body.data).toEqual({ totalLive: 2 });
      expect((await get(`/other/api/schedule/total-live-schedule?id=${LIVE_MODE.football}`)).body.data).toEqual({ totalLive: 1 });
      expect((await get(`/other/api/schedule/total-live-schedule?id=${LIVE_MODE.esport}`)).body.data).toEqual({ totalLive: 0 });
    });

    it('answers 422 to a non-numeric id', async () => {
      const res = await get('/other/api/schedule/total-live-schedule?id=abc');
      expect(res.status).toBe(422);
      expect(res.body.msg).toBe('id: expected number');
    });
  });
});
