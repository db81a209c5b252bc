import * as z from 'zod/mini';
import { MONTH_KEY_RE } from '@/lib/domain/member-day';
import { MISSION_IDS } from '@/lib/domain/missions';
import { endpoint } from './endpoint';
import * as calls from './engagement-calls';

const MAX_ID = 2_147_483_647;
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const levelInfo = z.object({
  points: z.int(),
  level: z.int(),
  /** The spec's USER_BADGES label, LV. */
  badge: z.literal('LV'),
  levelFloor: z.int(),
  nextLevelAt: z.nullable(z.int()),
  pointsToNext: z.int(),
  progress: z.number(),
});
export type LevelInfo = z.infer<typeof levelInfo>;

/** The member's experience points and level (spec §7). Guests 401. */
export const levelInfoCall = endpoint(calls.levelInfoCall, { data: levelInfo });

export const missionItem = z.object({
  id: z.enum(MISSION_IDS),
  target: z.int(),
  progress: z.int(),
  points: z.int(),
  complete: z.boolean(),
  claimed: z.boolean(),
});
export type MissionItem = z.infer<typeof missionItem>;

export const missionBoard = z.object({
  /** The member day (Asia/Ho_Chi_Minh) the progress is for. */
  day,
  /** When the missions reset (epoch ms). */
  resetAt: z.int(),
  missions: z.array(missionItem),
});
export type MissionBoard = z.infer<typeof missionBoard>;

/** Today's missions with progress counted from the member's real actions. */
export const missionList = endpoint(calls.missionList, { data: missionBoard });

/** Claims a completed mission's points: 409 when it is not complete or already claimed. */
export const missionClaim = endpoint(calls.missionClaim, {
  body: z.strictObject({ missionId: z.enum(MISSION_IDS) }),
  data: z.object({ mission: missionItem, level: levelInfo }),
});

export const checkInCalendar = z.object({
  today: day,
  /** YYYY-MM of the days listed. */
  month: z.string(),
  /** Checked days of that month. */
  days: z.array(day),
  checkedToday: z.boolean(),
  currentStreak: z.int(),
  bestStreak: z.int(),
  /** What a check-in pays now (or paid today). */
  todayReward: z.int(),
  resetAt: z.int(),
});
export type CheckInCalendar = z.infer<typeof checkInCalendar>;

/** The member's check-ins of a month (default: this month in Vietnam) and their streaks. */
export const checkInCalendarCall = endpoint(calls.checkInCalendarCall, {
  query: z.strictObject({ month: z.optional(z.string().check(z.regex(MONTH_KEY_RE))) }),
  data: checkInCalendar,
});

/** Checks in for today: once per member and day (409 the second time). */
export const checkInSign = endpoint(calls.checkInSign, {
  data: z.object({ day, streak: z.int(), points: z.int() }),
});

/** The player's once-a-minute report that a member is watching a room. */
export const watchHeartbeat = endpoint(calls.watchHeartbeat, {
  body: z.strictObject({ roomId: z.int().check(z.positive(), z.maximum(MAX_ID)) }),
  /** Whether this beat counted a minute, and the minutes counted today. */
  data: z.object({ counted: z.boolean(), minutesToday: z.int() }),
});

export const referredMember = z.object({
  userId: z.int(),
  displayName: z.string(),
  joinedAt: z.int(),
  verified: z.boolean(),
  rewarded: z.boolean(),
});
export type ReferredMember = z.infer<typeof referredMember>;

export const referralInfo = z.object({
  code: z.string(),
  /** Path of the invitation link, e.g. `/?ref=AB23CD`. */
  path: z.string(),
  rewardPoints: z.int(),
  earnedPoints: z.int(),
  referred: z.array(referredMember),
});
export type ReferralInfo = z.infer<typeof referralInfo>;

/** The member's referral code (made on first use), the members they invited and what it earned. */
export const referralInfoCall = endpoint(calls.referralInfoCall, { data: referralInfo });
