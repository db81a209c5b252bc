import { permanentRedirect } from 'next/navigation';
import { routeValidationNotFound } from '@/components/app/route-validation';
import type { MatchDetail } from '@/lib/contract/football-match';
import { parseMatchRoute } from '@/components/football/match/match-route';
import { matchTabHref, type MatchTab } from '@/components/football/match/match-tabs';
import { matchDetailQuery } from '@/lib/api/queries/football-match';
import { matchPath } from '@/lib/domain/football-urls';
import type { Locale } from '@/lib/domain/locale';
import { getPathname } from '@/lib/i18n/navigation';
import { foundOrNull } from '@/server/api/page-data';
import { serverQuery } from '@/server/api/server-query';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The fixture by static id (and league, when given), or null when there is none; a failure is thrown
 * to the error view. The request's query client asks once however often the page and its metadata ask.
 */
export async function findMatch(staticId: number, leagueId: number | undefined): Promise<MatchDetail | null> {
  const query = leagueId === undefined ? { staticId } : { staticId, leagueId };
  return foundOrNull(await serverQuery(matchDetailQuery(query)), `match ${staticId}`);
}

/**
 * The match the URL names, or the route-validation 404 (malformed path, unknown match, a league that
 * is not the match's); team names that no longer match the slugs redirect (308) to the canonical URL.
 */
export async function resolveMatch(locale: Locale, pair: string, rawStaticId: string, searchParams: SearchParams, tab: MatchTab): Promise<MatchDetail> {
  const rawLeague = searchParams.leagueId;
  const requested = `/tran-dau/${pair}/${rawStaticId}${typeof rawLeague === 'string' ? `?leagueId=${rawLeague}` : ''}`;
  const route = parseMatchRoute(pair, rawStaticId, rawLeague);
  if (!route) routeValidationNotFound(requested);
  const detail = await findMatch(route.staticId, route.leagueId);
  if (!detail) routeValidationNotFound(requested);
  const { match } = detail;
  const canonical = matchPath({ staticId: match.staticId, leagueId: match.league.id, home: match.localteam, away: match.visitorteam });
  if (canonical.split('/')[2] !== pair) permanentRedirect(getPathname({ href: matchTabHref(canonical, tab), locale }));
  return detail;
}
