import { describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { anchorSchedule, liveRoom, scheduleAnchor } from '@/lib/contract/room';
import type { Match } from '@/lib/contract/schedule';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { liveRoomDetail } from '@/server/services/rooms';
import { call } from '../fixtures/api-harness';
import { FX } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { CASINO_ROOM, XF, liveSuite } from './live-extras';

const backends = await testBackends();
const ids = (matches: Match[]) => matches.map((m) => m.fixtureId);

describe.each(backends)('rooms and commentators on $name', (backend) => {
  const live = liveSuite(backend);
  const { ok } = live;

  describe('liveRoom', () => {
    const room = (id: number) => ok(`/live/api/schedule/liveRoom?id=${id}`, envelope(liveRoom.data));

    it('answers the room, its host and its match with every room of that match', async () => {
      const r = await room(1);
      expect(r).toMatchObject({ roomId: 1, title: 'Phòng 1', liveModeId: LIVE_MODE.football, viewerCount: 500, streamLink: '/streams/1/master.m3u8', onAir: true });
      expect(r.host).toEqual({ userId: live.h.data.commentators.tuan, displayName: 'Tuấn', nickname: null, profilePicture: null });
      expect(r.match.fixtureId).toBe(FX.liveFootball);
      expect(r.match.users.map((u) => u.roomId)).toEqual([2, 1]);
    });

    it('is off air before kick-off and after the final whistle', async () => {
      expect((await room(3)).onAir).toBe(false);
      expect((await room(5)).onAir).toBe(false);
    });

    it('is always on air for a casino table', async () => {
      const r = await room(CASINO_ROOM);
      expect(r.onAir).toBe(true);
      expect(r.match.fixtureId).toBe(XF.casinoTable);
    });

    it('is null from the service for an unknown room', async () => {
      expect(await liveRoomDetail(live.h.t.db, 999, { locale: 'vi' })).toBeNull();
    });

    it.each([
      ['id=999', 404],
      ['id=0', 422],
      ['id=abc', 422],
      ['id=1.5', 422],
      ['', 422],
      ['id=99999999999', 422],
    ])('answers %s with %i', async (qs, status) => {
      const res = await call(live.h.api, `/live/api/schedule/liveRoom?${qs}`);
      expect(res.status).toBe(status);
      expect(res.body.data).toBeNull();
    });
  });

  describe('anchorSchedule', () => {
    const schedule = (qs: string) => ok(`/al/api/schedule/anchorSchedule?${qs}`, envelope(anchorSchedule.data));

    it('lists a commentator’s live and upcoming matches, then recent ones', async () => {
      expect(ids(await schedule(`userId=${live.h.data.commentators.mai}`))).toEqual([FX.liveFootball, FX.endedFootball]);
      expect(ids(await schedule(`userId=${live.h.data.commentators.long}`))).toEqual([FX.upcomingFootball, FX.tomorrowEsport, XF.casinoTable]);
      expect(ids(await schedule(`userId=${live.h.data.commentators.tuan}`))).toEqual([FX.liveFootball, FX.liveBasketball]);
    });

    it('lists every room of each match, not only the commentator’s', async () => {
      const [m] = await schedule(`userId=${live.h.data.commentators.tuan}`);
      expect(m?.users.map((u) => u.roomId)).toEqual([2, 1]);
    });

    it('answers one match for fixtureId, and the intersection with userId', async () => {
      expect(ids(await schedule(`fixtureId=${FX.liveFootball}`))).toEqual([FX.liveFootball]);
      expect(ids(await schedule(`fixtureId=${FX.liveFootball}&userId=${live.h.data.commentators.mai}`))).toEqual([FX.liveFootball]);
      expect(await schedule(`fixtureId=${FX.liveFootball}&userId=${live.h.data.commentators.long}`)).toEqual([]);
    });

    it('is empty for someone who is not a commentator', async () => {
      expect(await schedule(`userId=${live.h.data.fanId}`)).toEqual([]);
    });

    it('answers 422 naming both fields when neither is given', async () => {
      const res = await call(live.h.api, '/al/api/schedule/anchorSchedule');
      expect(res.status).toBe(422);
      expect(res.body.msg).toMatch(/fixtureId.*userId/);
    });

    it.each([
      ['fixtureId=424242', 404],
      ['fixtureId=424242&userId=1', 404],
      ['fixtureId=abc', 422],
      ['userId=-1', 422],
    ])('answers %s with %i', async (qs, status) => {
      expect((await call(live.h.api, `/al/api/schedule/anchorSchedule?${qs}`)).status).toBe(status);
    });

    it('is not served under /live/api', async () => {
      expect((await call(live.h.api, `/live/api/schedule/anchorSchedule?fixtureId=${FX.liveFootball}`)).status).toBe(404);
    });
  });

  describe('schedule/anchor', () => {
    const anchors = (qs = '') => ok(`/live/api/schedule/anchor${qs}`, envelope(scheduleAnchor.data));

    it('lists commentators on air first (most viewers first), then by their next match', async () => {
      const list = await anchors();
      const { tuan, mai, long } = live.h.data.commentators;
      expect(list.map((a) => [a.userId, a.liveRoomId, a.viewerCount])).toEqual([
        [mai, 2, 900],
        [tuan, 1, 500],
        [long, CASINO_ROOM, 5],
      ]);
      expect(list[0]?.nextMatch?.fixtureId).toBe(FX.liveFootball);
    });

    it('filters by live mode and shows the next match of someone off air', async () => {
      const list = await anchors(`?liveModeId=${LIVE_MODE.football}`);
      const { tuan, mai, long } = live.h.data.commentators;
      expect(list.map((a) => a.userId)).toEqual([mai, tuan, long]);
      expect(list[2]).toMatchObject({ liveRoomId: null, viewerCount: 0, nextMatch: { fixtureId: FX.upcomingFootball } });
      const basketball = await anchors(`?liveModeId=${LIVE_MODE.basketball}`);
      expect(basketball.map((a) => [a.userId, a.liveRoomId, a.viewerCount])).toEqual([[tuan, 4, 300]]);
    });

    it('limits to pageSize and is empty for a live mode nobody covers', async () => {
      expect(await anchors('?pageSize=1')).toHaveLength(1);
      expect(await anchors(`?liveModeId=${LIVE_MODE.tennis}`)).toEqual([]);
    });

    it.each(['pageSize=101', 'pageSize=0', 'liveModeId=x'])('answers 422 to %s', async (qs) => {
      expect((await call(live.h.api, `/live/api/schedule/anchor?${qs}`)).status).toBe(422);
    });
  });
});
