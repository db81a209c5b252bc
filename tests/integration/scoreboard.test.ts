import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { liveRoom } from '@/lib/contract/room';
import { featureMatch, liveSchedule, type Match } from '@/lib/contract/schedule';
import { serialiseScoreboard } from '@/lib/domain/scoreboard';
import { basketballBoard, volleyballBoard } from '@/tests/mocks/scoreboards';
import { fixtureQuery, loadMatches } from '@/server/services/matches';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FX, TEST_DAY } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();

/** Room 4 streams the live basketball fixture of the test dataset. */
const BASKETBALL_ROOM = 4;

describe.each(backends)('scoreboards in the schedule and the room on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(backend);
  });
  afterAll(async () => {
    await h.t.close();
  });

  const store = (fixtureId: number, raw: string | null) => h.t.db.updateTable('fixtures').set({ scoreboard: raw }).where('id', '=', fixtureId).execute();
  const features = async (): Promise<Match[]> => envelope(featureMatch.data).parse((await call(h.api, '/live/api/schedule/feature-match')).body).data;
  const byId = (matches: Match[], id: number) => matches.find((m) => m.fixtureId === id);
  // The API shares a schedule answer for a moment, so the changes after the first read go to the service.
  const scoreboardOf = async (fixtureId: number) => (await loadMatches(h.t.db, fixtureQuery(h.t.db, 'vi').where('f.id', '=', fixtureId)))[0]?.scoreboard;

  it('answers a stored board of a points sport parsed, in the schedule, the featured list and the room', async () => {
    const board = basketballBoard();
    await store(FX.liveBasketball, serialiseScoreboard(board));

    expect(byId(await features(), FX.liveBasketball)?.scoreboard).toEqual(board);
    const day = envelope(liveSchedule.data).parse((await call(h.api, `/live/api/schedule/liveSchedule?date=${TEST_DAY}`)).body).data;
    expect(byId(day, FX.liveBasketball)?.scoreboard).toEqual(board);
    const room = envelope(liveRoom.data).parse((await call(h.api, `/live/api/schedule/liveRoom?id=${BASKETBALL_ROOM}`)).body).data;
    expect(room.match.scoreboard).toEqual(board);
  });

  it('answers no board for football, even one stored by mistake', async () => {
    await store(FX.liveFootball, serialiseScoreboard(volleyballBoard()));
    expect(await scoreboardOf(FX.liveFootball)).toBeNull();
  });

  it('answers no board for an unreadable, out-of-range or wrong-sport one rather than failing', async () => {
    for (const raw of ['{"kind":"quarters"', JSON.stringify(basketballBoard({ periods: [{ home: -3, away: 2 }] })), serialiseScoreboard(volleyballBoard()), null]) {
      await store(FX.liveBasketball, raw);
      expect(await scoreboardOf(FX.liveBasketball)).toBeNull();
    }
  });
});
