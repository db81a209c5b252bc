import type * as contract from './events';
import { callsOf } from './call';

/** The method and path of each watch-party endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const eventList = call('GET', '/other/api/events/list');
export const eventDetail = call('GET', '/other/api/events/detail');
export const eventAttendees = call('GET', '/other/api/events/attendees');
export const eventCreate = call('POST', '/other/api/events/create');
export const eventEdit = call('POST', '/other/api/events/edit');
export const eventCancel = call('POST', '/other/api/events/cancel');
export const eventRsvp = call('POST', '/other/api/events/rsvp');
