import { siteSearch } from '@/lib/contract/search';
import { spendAllowance } from '@/server/auth/address-limits';
import { siteSearch as runSiteSearch } from '@/server/services/search/site-search';
import { optionalMember } from '../guards';
import { route, type RouteDef } from '../route';

/** The site search: public, and counted per address so a flood of queries is refused early. */
export const routes: readonly RouteDef[] = [
  route(siteSearch, async ({ query }, c) => {
    const deps = c.get('deps');
    await spendAllowance(deps.accounts.addressLimits, 'search', c.get('ctx').ip, deps.accounts.now());
    const viewer = (await optionalMember(c))?.userId ?? 0;
    return runSiteSearch(await deps.getDb(), query, { now: deps.accounts.now(), locale: c.get('ctx').locale, viewer });
  }),
];
