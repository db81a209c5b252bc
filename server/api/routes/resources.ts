import * as resource from '@/lib/contract/resource';
import * as service from '@/server/services/resources';
import { languageMessages } from '@/server/services/messages';
import type { ApiContext } from '../context';
import { route, type RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const ctx = (c: ApiContext) => ({ locale: c.get('ctx').locale });

const menuRoutes = [route(resource.menu, async ({ body }, c) => service.menus(await db(c), body, ctx(c)))];

const resourceRoutes = [
  route(resource.marqueeHomeList, async (_in, c) => service.marquee(await db(c), ctx(c))),
  route(resource.bannerList, async ({ query }, c) => service.banners(await db(c), query, ctx(c))),
  route(resource.domainList, async ({ query }, c) => service.domains(await db(c), query)),
  route(resource.languageList, async ({ query }, c) =>
    languageMessages(query.locale, query.category, c.get('deps').messagesDir),
  ),
];

export const routes: readonly RouteDef[] = [...menuRoutes, ...resourceRoutes];
