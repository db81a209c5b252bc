import * as highlights from '@/lib/contract/highlights';
import { highlightClipDetail, highlightListPage, matchPackages } from '@/server/services/highlights/clips';
import { clipPosition, saveClipPosition } from '@/server/services/highlights/positions';
import type { ApiContext } from '../context';
import { requireMember } from '../guards';
import type { RouteDef } from '../route';
import { route } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const now = (c: ApiContext) => c.get('deps').accounts.now();
const viewer = (c: ApiContext) => ({ locale: c.get('ctx').locale, now: now(c) });

export const routes: readonly RouteDef[] = [
  route(highlights.highlightList, async ({ query }, c) => highlightListPage(await db(c), query, viewer(c))),
  route(highlights.highlightDetail, async ({ query }, c) => highlightClipDetail(await db(c), query, viewer(c))),
  route(highlights.highlightPackages, async ({ query }, c) => matchPackages(await db(c), query.fixtureIds.split(',').map(Number), viewer(c))),
  route(highlights.highlightPosition, async ({ query }, c) => clipPosition(await db(c), (await requireMember(c)).userId, query.clipId)),
  route(highlights.saveHighlightPosition, async ({ body }, c) => saveClipPosition(await db(c), (await requireMember(c)).userId, body, now(c))),
];
