import type * as contract from './booking';
import { callsOf } from './call';

/** The method and path of each booking endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const bookingSchedule = call('POST', '/live/api/user/booking/booking-schedule');
export const bookingList = call('GET', '/live/api/user/booking/booking-list');
export const bookingCancel = call('POST', '/live/api/user/booking/cancel');
