import { cache } from 'react';
import { permanentRedirect } from 'next/navigation';
import { routeValidationNotFound } from '@/components/app/route-validation';
import type { MatchDetail } from '@/lib/contract/football-match';
import { parseMatchRoute } from '@/components/football/match/match-route';
import { matchTabHref, type MatchTab } from '@/components/football/match/match-tabs';
import { matchPath } from '@/lib/domain/football-urls';
import type { Locale } from '@/lib/domain/locale';
import { getPathname } from '@/lib/i18n/navigation';
import { ApiError } from '@/server/api/errors';
import { getDb } from '@/server/db/client';
import { footballMatchDetail } from '@/server/services/match-detail';

export type SearchParams = Record<string, string | string[] | undefined>;

/** The fixture by static id (and league, when given), or null; one lookup per request however often asked. */
export const findMatch = cache(async (staticId: number, leagueId: number | undefined, locale: Locale): Promise<MatchDetail | null> => {
  try {
    return await footballMatchDetail(await getDb(), { staticId, leagueId }, { locale });
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) return null;
    throw err;
  }
});

/**
 * The match the URL names, or the route-validation 404 (malformed path, unknown match, a league that
 * is not the match's); team names that no longer match the slugs redirect (308) to the canonical URL.
 */
export async function resolveMatch(locale: Locale, pair: string, rawStaticId: string, searchParams: SearchParams, tab: MatchTab): Promise<MatchDetail> {
  const rawLeague = searchParams.leagueId;
  const requested = `/tran-dau/${pair}/${rawStaticId}${typeof rawLeague === 'string' ? `?leagueId=${rawLeague}` : ''}`;
  const route = parseMatchRoute(pair, rawStaticId, rawLeague);
  if (!route) routeValidationNotFound(requested);
  const detail = await findMatch(route.staticId, route.leagueId, locale);
  if (!detail) routeValidationNotFound(requested);
  const { match } = detail;
  const canonical = matchPath({ staticId: match.staticId, leagueId: match.league.id, home: match.localteam, away: match.visitorteam });
  if (canonical.split('/')[2] !== pair) permanentRedirect(getPathname({ href: matchTabHref(canonical, tab), locale }));
  return detail;
}
