import { call } from './define-call';
import type * as engagement from './engagement';

/** The browser's calls of the member pages (see calls.ts for why the browser gets no schemas). */
export const levelInfoCall = call<typeof engagement.levelInfoCall>('GET', '/live/api/user/level/info');
export const missionList = call<typeof engagement.missionList>('GET', '/live/api/user/mission/list');
export const missionClaim = call<typeof engagement.missionClaim>('POST', '/live/api/user/mission/claim');
export const checkInCalendarCall = call<typeof engagement.checkInCalendarCall>('GET', '/live/api/user/check-in/calendar');
export const checkInSign = call<typeof engagement.checkInSign>('POST', '/live/api/user/check-in/sign');
export const watchHeartbeat = call<typeof engagement.watchHeartbeat>('POST', '/live/api/user/watch/heartbeat');
export const referralInfoCall = call<typeof engagement.referralInfoCall>('GET', '/live/api/user/referral/info');
