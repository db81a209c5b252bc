/** Tables of member engagement; days are YYYY-MM-DD in Asia/Ho_Chi_Minh, times epoch milliseconds. */

/** A member's check-in of one day, with the streak it made and the points it paid. */
export interface CheckInTable {
  userId: number;
  day: string;
  streak: number;
  points: number;
  createdAt: number;
}

/** Minutes a member watched live rooms on one day, and when the last counted heartbeat came. */
export interface WatchDayTable {
  userId: number;
  day: string;
  minutes: number;
  lastBeatAt: number;
}
