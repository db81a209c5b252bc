import type * as contract from './football-match';
import { callsOf } from './call';

/** The method and path of each football match endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const footballMatch = call('GET', '/live/api/football/match');
export const footballMatchLive = call('GET', '/live/api/football/match/live');
export const footballMatchLineups = call('GET', '/live/api/football/match/lineups');
export const footballMatchProbableLineups = call('GET', '/live/api/football/match/probable-lineups');
export const footballMatchStatistics = call('GET', '/live/api/football/match/statistics');
export const footballMatchHeadToHead = call('GET', '/live/api/football/match/head-to-head');
export const footballMatchOdds = call('GET', '/live/api/football/match/odds');
