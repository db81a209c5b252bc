import * as studio from '@/lib/contract/studio';
import { rotateStreamKey } from '@/server/media-pipeline/stream-keys';
import { currentBroadcast, endOwnBroadcast, ingestTicket } from '@/server/services/studio/broadcast-actions';
import { studioOverview } from '@/server/services/studio/overview';
import { planBroadcast } from '@/server/services/studio/plan';
import type { ApiContext } from '../context';
import { requireBroadcaster } from '../guards';
import { route, type RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();

/** Every studio call starts here: the commentator behind the token and the clock of the call. */
async function caller(c: ApiContext) {
  const claims = await requireBroadcaster(c);
  return { userId: claims.userId, locale: c.get('ctx').locale, now: c.get('deps').accounts.now() };
}

/** The studio: commentators and staff only; anyone else gets 401 (no member) or 403. */
export const routes: readonly RouteDef[] = [
  route(studio.studioOverview, async (_, c) => studioOverview(await db(c), { ...(await caller(c)), hostHeader: c.req.header('host') ?? null })),
  route(studio.studioRotateKey, async (_, c) => {
    const { userId, now } = await caller(c);
    return rotateStreamKey(await db(c), userId, now);
  }),
  route(studio.studioPlan, async ({ body }, c) => {
    const { userId, now } = await caller(c);
    return planBroadcast(await db(c), userId, body, now);
  }),
  route(studio.studioBroadcast, async (_, c) => {
    const { userId, now } = await caller(c);
    return currentBroadcast(await db(c), userId, now);
  }),
  route(studio.studioEnd, async (_, c) => {
    const { userId, now } = await caller(c);
    return endOwnBroadcast(await db(c), userId, now);
  }),
  route(studio.studioTicket, async (_, c) => {
    const { userId, now } = await caller(c);
    return ingestTicket(await db(c), userId, now);
  }),
];
