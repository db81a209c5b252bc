import { checkInCalendarCall, levelInfoCall, missionList, referralInfoCall } from '@/lib/contract/engagement-calls';
import { callQuery } from './call-query';

/** The member area's reads (level, missions, check-ins, referrals); each answers 401 for a guest. */
export const MEMBERS_KEY_ROOT = 'members';

export const levelQuery = () => callQuery(MEMBERS_KEY_ROOT, levelInfoCall);

/** Today's missions with their progress and the time of the daily reset. */
export const missionBoardQuery = () => callQuery(MEMBERS_KEY_ROOT, missionList);

/** One month's check-ins (YYYY-MM), this month when none is given, with the streaks. */
export const checkInCalendarQuery = (month?: string) =>
  callQuery(MEMBERS_KEY_ROOT, checkInCalendarCall, month === undefined ? undefined : { month });

export const referralQuery = () => callQuery(MEMBERS_KEY_ROOT, referralInfoCall);
