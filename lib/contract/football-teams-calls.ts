import type * as contract from './football-teams';
import { callsOf } from './call';

/** The method and path of each football teams endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const teamDetailCall = call('GET', '/live/api/football/team/detail');
export const playerDetailCall = call('GET', '/live/api/football/player/detail');
export const leagueDetailCall = call('GET', '/live/api/football/league/detail');
export const venueDetailCall = call('GET', '/live/api/football/venue/detail');
export const managerDetailCall = call('GET', '/live/api/football/manager/detail');
export const playerSearchCall = call('GET', '/live/api/football/player/search');
export const teamSearchCall = call('GET', '/live/api/football/team/search');
export const teamComparisonCall = call('GET', '/live/api/football/compare/teams');
export const favouriteTeamFixturesCall = call('GET', '/live/api/user/favourite-team/fixtures');
