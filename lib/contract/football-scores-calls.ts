import type * as contract from './football-scores';
import { callsOf } from './call';

/** The method and path of each football scores endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const footballDay = call('GET', '/live/api/football/matches');
export const oddsBoard = call('GET', '/live/api/football/odds');
export const oddsHistory = call('GET', '/live/api/football/odds-history');
export const footballLeagues = call('GET', '/live/api/football/leagues');
