import { LIVE_MODE } from '@/lib/domain/live-modes';
import type { LeagueData } from '@/server/feed/simulated/leagues';
import { mediaUrl } from '@/server/media/urls';
import type { Row } from '../schema';

/** Sports whose "teams" are single players get a portrait instead of a crest. */
const SOLO_SPORTS: readonly number[] = [LIVE_MODE.tennis, LIVE_MODE.billiard];

/** The catalogue's leagues with the site's generated roundel for each. */
export function leagueRows(data: LeagueData): Row<'leagues'>[] {
  return data.leagues.map((league) => {
    const def = data.defs.get(league.id);
    if (!def) throw new Error(`no definition for league ${league.id}`);
    return { ...league, logo: mediaUrl('league', league.slug, def.abbr) };
  });
}

/** The catalogue's teams with the site's generated crest, or portrait for a player. */
export function teamRows(data: LeagueData): Row<'teams'>[] {
  return data.teams.map(({ row, league }) => ({ ...row, logo: mediaUrl(SOLO_SPORTS.includes(league.liveModeId) ? 'avatar' : 'crest', row.slug, row.shortName) }));
}
