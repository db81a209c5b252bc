import * as engagement from '@/lib/contract/engagement';
import { checkIn, checkInCalendar } from '@/server/services/check-ins';
import { levelInfo } from '@/server/services/levels';
import { claimMission, missionBoard } from '@/server/services/missions';
import { referralInfo } from '@/server/services/referrals';
import { recordWatchBeat } from '@/server/services/watch-time';
import type { ApiContext } from '../context';
import { requireMember } from '../guards';
import { route, type RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const memberId = async (c: ApiContext) => (await requireMember(c)).userId;

const engagementRoutes = [
  route(engagement.levelInfoCall, async (_in, c) => levelInfo(await db(c), await memberId(c), Date.now())),
  route(engagement.missionList, async (_in, c) => missionBoard(await db(c), await memberId(c), Date.now())),
  route(engagement.missionClaim, async ({ body }, c) => claimMission(await db(c), await memberId(c), body.missionId, Date.now())),
  route(engagement.checkInCalendarCall, async ({ query }, c) => checkInCalendar(await db(c), await memberId(c), query.month, Date.now())),
  route(engagement.checkInSign, async (_in, c) => checkIn(await db(c), await memberId(c), Date.now())),
  route(engagement.watchHeartbeat, async ({ body }, c) => recordWatchBeat(await db(c), await memberId(c), body.roomId, Date.now())),
  route(engagement.referralInfoCall, async (_in, c) => referralInfo(await db(c), await memberId(c), Date.now())),
];

export const routes: readonly RouteDef[] = [...engagementRoutes];
