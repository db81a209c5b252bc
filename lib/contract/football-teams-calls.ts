import { call } from './define-call';
import type * as football from './football';
import type * as teams from './football-teams';

/** The browser's calls of the team pages (see calls.ts for why the browser gets no schemas). */
export const playerSearchCall = call<typeof teams.playerSearchCall>('GET', '/live/api/football/player/search');
export const teamSearchCall = call<typeof teams.teamSearchCall>('GET', '/live/api/football/team/search');
export const favouriteTeamList = call<typeof football.favouriteTeamList>('GET', '/live/api/user/favourite-team/list');
export const favouriteTeamAdd = call<typeof football.favouriteTeamAdd>('POST', '/live/api/user/favourite-team/add');
export const favouriteTeamRemove = call<typeof football.favouriteTeamRemove>('POST', '/live/api/user/favourite-team/remove');
