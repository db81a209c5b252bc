import type * as contract from './engagement';
import { callsOf } from './call';

/** The method and path of each engagement endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const levelInfoCall = call('GET', '/live/api/user/level/info');
export const missionList = call('GET', '/live/api/user/mission/list');
export const missionClaim = call('POST', '/live/api/user/mission/claim');
export const checkInCalendarCall = call('GET', '/live/api/user/check-in/calendar');
export const checkInSign = call('POST', '/live/api/user/check-in/sign');
export const watchHeartbeat = call('POST', '/live/api/user/watch/heartbeat');
export const referralInfoCall = call('GET', '/live/api/user/referral/info');
