import * as room from '@/lib/contract/room';
import { verifyLiveToken } from '@/server/auth/live-sessions';
import { fixtureAnalysis } from '@/server/services/analysis';
import { anchorSchedule, scheduleAnchors } from '@/server/services/anchors';
import { matchEvents } from '@/server/services/match-events';
import { fixtureOdds } from '@/server/services/odds';
import { castOpinion, fixtureOpinion, voterKeyOf } from '@/server/services/opinion';
import { liveRoomDetail } from '@/server/services/rooms';
import { fixtureTips } from '@/server/services/tips';
import type { ApiContext } from '../context';
import { ApiError } from '../errors';
import { route, type RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const ctx = (c: ApiContext) => ({ locale: c.get('ctx').locale });

/** The caller's voter key, or null without a valid session (guest or member). */
async function voterKey(c: ApiContext): Promise<string | null> {
  const token = c.get('ctx').token;
  const claims = token ? await verifyLiveToken(await db(c), token) : null;
  return claims ? voterKeyOf(claims) : null;
}

const roomRoutes = [
  route(room.liveRoom, async ({ query }, c) => {
    const detail = await liveRoomDetail(await db(c), query.id, ctx(c));
    if (!detail) throw new ApiError(404, `id: no room ${query.id}`);
    return detail;
  }),
  route(room.scheduleAnchor, async ({ query }, c) => scheduleAnchors(await db(c), query, ctx(c))),
  route(room.matchEvents, async ({ query }, c) => matchEvents(await db(c), query, ctx(c))),
  route(room.matchAnalysis, async ({ query }, c) => fixtureAnalysis(await db(c), query, ctx(c))),
  route(room.matchOdds, async ({ query }, c) => fixtureOdds(await db(c), query, ctx(c))),
  route(room.matchOpinion, async ({ query }, c) => fixtureOpinion(await db(c), query, { ...ctx(c), voterKey: await voterKey(c) })),
  route(room.voteOpinion, async ({ body }, c) => {
    const key = await voterKey(c);
    if (key === null) throw new ApiError(401, 'A valid session is required to vote');
    return castOpinion(await db(c), body, { ...ctx(c), voterKey: key });
  }),
  route(room.matchTips, async ({ query }, c) => fixtureTips(await db(c), query, ctx(c))),
];

/** Served under /al/api. */
const anchorScheduleRoutes = [
  route(room.anchorSchedule, async ({ query }, c) => anchorSchedule(await db(c), query, ctx(c))),
];

export const routes: readonly RouteDef[] = [...roomRoutes, ...anchorScheduleRoutes];
