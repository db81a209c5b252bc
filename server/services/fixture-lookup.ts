import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';

export interface FixtureCore {
  id: number;
  liveModeId: number;
  homeTeamId: number;
  awayTeamId: number;
  startTime: number;
  status: string;
  scheduleStatus: number;
  homeScore: number | null;
  awayScore: number | null;
}

/** The fixture's own columns, or null when there is no such fixture. */
export async function findFixture(db: Db, fixtureId: number): Promise<FixtureCore | null> {
  const row = await db
    .selectFrom('fixtures')
    .select(['id', 'liveModeId', 'homeTeamId', 'awayTeamId', 'startTime', 'status', 'scheduleStatus', 'homeScore', 'awayScore'])
    .where('id', '=', fixtureId)
    .executeTakeFirst();
  return row ?? null;
}

/** Like findFixture, but an unknown fixture is the caller's 404. */
export async function requireFixture(db: Db, fixtureId: number): Promise<FixtureCore> {
  const fixture = await findFixture(db, fixtureId);
  if (!fixture) throw new ApiError(404, `fixtureId: no fixture ${fixtureId}`);
  return fixture;
}

const CLOSED: readonly number[] = [SCHEDULE_STATUS.ended, SCHEDULE_STATUS.cancel];

/** Ended or cancelled: nothing more can be booked or voted on. */
export function isClosed(scheduleStatus: number): boolean {
  return CLOSED.includes(scheduleStatus);
}
