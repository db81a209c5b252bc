import * as schedule from '@/lib/contract/schedule';
import * as service from '@/server/services/schedule';
import type { ApiContext } from '../context';
import { route, type RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const ctx = (c: ApiContext) => ({ locale: c.get('ctx').locale });

const scheduleRoutes = [
  route(schedule.featureMatch, async ({ query }, c) => service.featureMatches(await db(c), query, ctx(c))),
  route(schedule.liveSchedule, async ({ query }, c) => service.liveSchedule(await db(c), query, ctx(c))),
  route(schedule.scheduleModeList, async (_in, c) => service.scheduleModes(await db(c), ctx(c))),
];

const totalLiveRoutes = [
  route(schedule.totalLiveSchedule, async ({ query }, c) => service.totalLive(await db(c), query)),
];

export const routes: readonly RouteDef[] = [...scheduleRoutes, ...totalLiveRoutes];
