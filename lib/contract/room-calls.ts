import type * as contract from './room';
import { callsOf } from './call';

/** The method and path of each room endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const liveRoom = call('GET', '/live/api/schedule/liveRoom');
export const anchorSchedule = call('GET', '/al/api/schedule/anchorSchedule');
export const scheduleAnchor = call('GET', '/live/api/schedule/anchor');
export const matchEvents = call('GET', '/live/api/schedule/match-events');
export const matchAnalysis = call('GET', '/live/api/schedule/analysis');
export const matchOdds = call('GET', '/live/api/schedule/odds');
export const matchOpinion = call('GET', '/live/api/schedule/opinion');
export const voteOpinion = call('POST', '/live/api/schedule/opinion');
export const matchTips = call('GET', '/live/api/schedule/tips');
