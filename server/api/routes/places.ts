import * as places from '@/lib/contract/places';
import { listPlaceCities, listPlaces, placeDetailOf } from '@/server/services/places/read';
import type { ApiContext } from '../context';
import { optionalMemberId } from '../guards';
import { route, type RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const locale = (c: ApiContext) => c.get('ctx').locale;

/** Places are open to everyone; the lists read nothing of the caller, so one answer serves all of one language for a while. */
export const routes: readonly RouteDef[] = [
  route(places.placeList, async ({ query }, c) => listPlaces(await db(c), query, locale(c)), { sharedForMs: 30_000 }),
  route(places.placeCities, async ({ query }, c) => listPlaceCities(await db(c), query), { sharedForMs: 30_000 }),
  route(places.placeDetail, async ({ query }, c) => placeDetailOf(await db(c), query.id, await optionalMemberId(c), locale(c), c.get('deps').accounts.now())),
];
