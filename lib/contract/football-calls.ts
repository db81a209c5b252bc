import type * as contract from './football';
import { callsOf } from './call';

/** The method and path of each football endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const standings = call('GET', '/live/api/football/standings');
export const favouriteTeamList = call('GET', '/live/api/user/favourite-team/list');
export const favouriteTeamAdd = call('POST', '/live/api/user/favourite-team/add');
export const favouriteTeamRemove = call('POST', '/live/api/user/favourite-team/remove');
