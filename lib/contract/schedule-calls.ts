import type * as contract from './schedule';
import { callsOf } from './call';

/** The method and path of each schedule endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const featureMatch = call('GET', '/live/api/schedule/feature-match');
export const liveSchedule = call('GET', '/live/api/schedule/liveSchedule');
export const scheduleModeList = call('GET', '/live/api/schedule-mode/list');
export const totalLiveSchedule = call('GET', '/other/api/schedule/total-live-schedule');
