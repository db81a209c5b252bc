import { parseMatchSlug, positiveId } from '@/lib/domain/football-urls';

/** The parts of a match URL, or null when any of them is malformed. */
export function parseMatchRoute(pair: string, rawStaticId: string, rawLeague: string | string[] | undefined): { staticId: number; leagueId: number | undefined } | null {
  if (!parseMatchSlug(pair)) return null;
  const staticId = positiveId(rawStaticId);
  if (staticId === null || Array.isArray(rawLeague)) return null;
  if (rawLeague === undefined) return { staticId, leagueId: undefined };
  const leagueId = positiveId(rawLeague);
  return leagueId === null ? null : { staticId, leagueId };
}
