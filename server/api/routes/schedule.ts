import * as schedule from '@/lib/contract/schedule';
import * as service from '@/server/services/schedule';
import type { ApiContext } from '../context';
import { route, type RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const ctx = (c: ApiContext) => ({ locale: c.get('ctx').locale });

/** The schedule reads nothing of the caller and is polled by every open page: one answer serves all for a moment. */
const SHARED = { sharedForMs: 2_000 };

const scheduleRoutes = [
  route(schedule.featureMatch, async ({ query }, c) => service.featureMatches(await db(c), query, ctx(c)), SHARED),
  route(schedule.liveSchedule, async ({ query }, c) => service.liveSchedule(await db(c), query, ctx(c)), SHARED),
  route(schedule.scheduleModeList, async (_in, c) => service.scheduleModes(await db(c), ctx(c))),
];

const totalLiveRoutes = [
  route(schedule.totalLiveSchedule, async ({ query }, c) => service.totalLive(await db(c), query), SHARED),
];

export const routes: readonly RouteDef[] = [...scheduleRoutes, ...totalLiveRoutes];
