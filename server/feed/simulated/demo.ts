import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import { feedDb } from '../tables';
import { ALWAYS_ON_MODES, kickOffLabel } from './clock';


/**
 * Moves the next streamed, ordinary fixture(s) to kick off `delayMs` after `now`, so the live
 * count visibly rises (a demonstration and browser-test aid); returns their ids.
 */
export async function scheduleDemoKickoff(db: Db, now: number, delayMs: number, count = 1): Promise<number[]> {
  const fdb = feedDb(db);
  const startTime = now + delayMs;
  const picked = await fdb
    .selectFrom('fixtures as f')
    .leftJoin('feedFixtures as ff', 'ff.fixtureId', 'f.id')
    .select('f.id')
    .where('f.scheduleStatus', '=', SCHEDULE_STATUS.comingUp)
    .where('f.startTime', '>', startTime)
    .where('f.liveModeId', 'not in', ALWAYS_ON_MODES)
    .where('ff.fate', 'is', null)
    .where((eb) => eb.exists(eb.selectFrom('liveRooms as r').select('r.id').whereRef('r.fixtureId', '=', 'f.id')))
    .orderBy('f.startTime')
    .orderBy('f.id')
    .limit(count)
    .execute();
  const ids = picked.map((p) => p.id);
  if (ids.length) await fdb.updateTable('fixtures').set({ startTime, status: kickOffLabel(startTime), updatedAt: now }).where('id', 'in', ids).execute();
  return ids;
}
