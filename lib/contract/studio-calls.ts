import type * as contract from './studio';
import { callsOf } from './call';

/** The method and path of each studio and media endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const studioOverview = call('GET', '/al/api/studio/overview');
export const studioRotateKey = call('POST', '/al/api/studio/key');
export const studioPlan = call('POST', '/al/api/studio/plan');
export const studioBroadcast = call('GET', '/al/api/studio/broadcast');
export const studioEnd = call('POST', '/al/api/studio/end');
export const studioTicket = call('POST', '/al/api/studio/ticket');
export const roomViewing = call('POST', '/live/api/room/viewing');
export const mediamtxAuth = call('POST', '/other/api/media/mediamtx-auth');
export const srsHook = call('POST', '/other/api/media/srs-hook');
export const mediaReady = call('POST', '/other/api/media/ready');
