import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import { afterAll, beforeAll, expect } from 'vitest';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { TEST_NOW, type Dataset } from '../fixtures/dataset';
import type { TestBackend } from '../fixtures/test-db';

const DAY = 24 * 60 * 60_000;

/** Extra fixtures for the live room tests: past meetings, a casino table, and ids to find them by. */
export const XF = {
  casinoTable: 3001, // an always-on table whose fixture is only "coming up"
  meetingAway: 2001, // Hải Phòng 3-1 Hà Nội FC, two days ago
  meetingOld: 2002, // Hà Nội FC 2-2 Hải Phòng, nine days ago
  otherWin: 2003, // Hà Nội FC 1-0 Arsenal, yesterday
  endedNoScore: 2004, // ended without a score: never counted
  cancelledMeeting: 2005, // cancelled: never counted
  basketballFirst: 2100, // twelve finished Saigon Heat – Hanoi Buffaloes meetings from here
} as const;
export const CASINO_ROOM = 7;

export async function seedLiveExtras(db: Db, data: Dataset): Promise<void> {
  const { ended, cancel, comingUp } = SCHEDULE_STATUS;
  await db.insertInto('liveModes').values({ id: LIVE_MODE.casino, slug: 'casino', icon: 'dice-5', nameVi: 'Casino', nameEn: 'Casino', nameZh: '娛樂場', livemode: 40, sort: 4 }).execute();
  await db.insertInto('leagues').values({ id: 5, nameVi: 'Casino trực tuyến', nameEn: 'Live Casino', nameZh: '真人娛樂場', slug: 'casino', country: 'Vietnam', logo: '/img/l5.png', liveModeId: LIVE_MODE.casino, priority: 5 }).execute();
  const fixture = (id: number, mode: number, leagueId: number, home: number, away: number, offset: number, status: string, scheduleStatus: number, score: [number, number] | null) =>
    ({ id, staticId: id + 90_000, liveModeId: mode, leagueId, homeTeamId: home, awayTeamId: away, venueId: null, startTime: TEST_NOW + offset, status, scheduleStatus, homeScore: score?.[0] ?? null, awayScore: score?.[1] ?? null, updatedAt: TEST_NOW });
  const { football, basketball, casino } = LIVE_MODE;
  await db.insertInto('fixtures').values([
    fixture(XF.casinoTable, casino, 5, 101, 102, DAY, '00:00', comingUp, null),
    fixture(XF.meetingAway, football, 1, 102, 101, -2 * DAY, 'ft', ended, [3, 1]),
    fixture(XF.meetingOld, football, 1, 101, 102, -9 * DAY, 'ft', ended, [2, 2]),
    fixture(XF.otherWin, football, 1, 101, 103, -1 * DAY, 'ft', ended, [1, 0]),
    fixture(XF.endedNoScore, football, 1, 101, 102, -3 * DAY, 'ft', ended, null),
    fixture(XF.cancelledMeeting, football, 1, 102, 101, -4 * DAY, 'cancelled', cancel, [0, 0]),
    ...Array.from({ length: 12 }, (_, i) =>
      fixture(XF.basketballFirst + i, basketball, 3, i % 2 === 0 ? 105 : 106, i % 2 === 0 ? 106 : 105, -(i + 1) * DAY, 'ft', ended, [80 + i, 75]),
    ),
  ]).execute();
  await db.insertInto('liveRooms').values({ id: CASINO_ROOM, fixtureId: XF.casinoTable, commentatorId: data.commentators.long, liveModeId: casino, titleVi: 'Baccarat', titleEn: 'Baccarat', titleZh: 'Baccarat', streamKey: 'key-7', viewerCount: 5 }).execute();
}

export interface LiveSuite {
  /** The suite's harness; read it inside tests, once the suite has opened it. */
  readonly h: Harness;
  /** GETs the URL, expects a 200, and answers the envelope's data as the schema reads it. */
  ok<T>(url: string, schema: { parse: (v: unknown) => { data: T } }): Promise<T>;
}

/** Opens a harness with the live extras before the suite's tests and closes it after them. */
export function liveSuite(backend: TestBackend): LiveSuite {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await openHarness(backend);
    await seedLiveExtras(harness.t.db, harness.data);
  });
  afterAll(async () => {
    await harness?.t.close();
  });
  const suite: LiveSuite = {
    get h() {
      if (!harness) throw new Error('the live suite is read before it opened');
      return harness;
    },
    async ok(url, schema) {
      const res = await call(suite.h.api, url);
      expect(res.status).toBe(200);
      return schema.parse(res.body).data;
    },
  };
  return suite;
}
