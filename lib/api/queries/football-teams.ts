import { queryOptions } from '@tanstack/react-query';
import { favouriteTeamAdd, favouriteTeamList, favouriteTeamRemove, standings } from '@/lib/contract/football-calls';
import type { PlayerHit, TeamHit } from '@/lib/contract/football-teams';
import {
  favouriteTeamFixturesCall,
  leagueDetailCall,
  managerDetailCall,
  playerDetailCall,
  playerSearchCall,
  teamComparisonCall,
  teamDetailCall,
  teamSearchCall,
  venueDetailCall,
} from '@/lib/contract/football-teams-calls';
import { apiQuery, apiRequest } from '../lazy-client';
import { callQuery } from './call-query';

/** Team, player, league, venue and manager pages, league tables, comparisons, searches and favourites. */
export const TEAMS_KEY_ROOT = 'football-teams';

// Entity pages change with results, not by the second.
const entity = { staleTime: 60_000 };

export const teamDetailQuery = (teamId: number) => callQuery(TEAMS_KEY_ROOT, teamDetailCall, { teamId }, entity);
export const playerDetailQuery = (playerId: number) => callQuery(TEAMS_KEY_ROOT, playerDetailCall, { playerId }, entity);
export const leagueDetailQuery = (leagueId: number) => callQuery(TEAMS_KEY_ROOT, leagueDetailCall, { leagueId }, entity);
export const venueDetailQuery = (venueId: number) => callQuery(TEAMS_KEY_ROOT, venueDetailCall, { venueId }, entity);
export const managerDetailQuery = (managerId: number) => callQuery(TEAMS_KEY_ROOT, managerDetailCall, { managerId }, entity);
export const teamComparisonQuery = (id1: number, id2: number) => callQuery(TEAMS_KEY_ROOT, teamComparisonCall, { id1, id2 }, entity);
export const standingsQuery = (leagueId: number) => callQuery(TEAMS_KEY_ROOT, standings, { leagueId }, entity);

// The two lists below are the visitor's own (401 for a guest) and name no member in their key: only
// a page's server render asks for them, with a query client of its own request.

/** The visitor's favourite teams. */
export const favouriteTeamsQuery = () => callQuery(TEAMS_KEY_ROOT, favouriteTeamList);

/** The visitor's favourite teams, each with its next match and last result. */
export const favouriteTeamCardsQuery = () => callQuery(TEAMS_KEY_ROOT, favouriteTeamFixturesCall);

/** Adds or removes a favourite team; a failure carries its status (401 guest, 404 unknown team, 409 too many). */
export const changeFavouriteTeam = (teamId: number, favourite: boolean) => apiRequest(favourite ? favouriteTeamAdd : favouriteTeamRemove, { body: { teamId } });

export type SearchKind = 'player' | 'team';

/** One answer, the same shape for both kinds: what a picker lists. */
export interface NameHit {
  id: number;
  name: string;
  image: string;
  note: string;
}

const fromPlayer = (p: PlayerHit): NameHit => ({ id: p.id, name: p.name, image: p.photo, note: p.team.name });
const fromTeam = (t: TeamHit): NameHit => ({ id: t.team.id, name: t.team.name, image: t.team.logo, note: t.league.name });

/** Players or teams whose name contains `q`, as picker hits. */
export function nameSearchQuery(kind: SearchKind, q: string) {
  return queryOptions({
    queryKey: [TEAMS_KEY_ROOT, 'search', kind, q] as const,
    queryFn: async ({ signal }): Promise<NameHit[]> =>
      kind === 'player'
        ? (await apiQuery(playerSearchCall, { query: { q }, signal })).map(fromPlayer)
        : (await apiQuery(teamSearchCall, { query: { q }, signal })).map(fromTeam),
    staleTime: 60_000,
  });
}
