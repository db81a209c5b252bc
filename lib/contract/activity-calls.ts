import type * as contract from './activity';
import { callsOf } from './call';

/** The method and path of each recent-activity endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const activityList = call('GET', '/other/api/activity/list');
export const activityPeople = call('GET', '/other/api/activity/people');
