/**
 * Small daily awards for watching and chatting, paid in steps so each step is one ledger row that
 * is paid once per day: 10 points per 10 watched minutes up to 60 a day, 5 points per 5 chat
 * messages up to 20 a day.
 */
export const ACTIVITY_AWARDS = {
  watch: { per: 10, points: 10, maxSteps: 6 },
  chat: { per: 5, points: 5, maxSteps: 4 },
} as const;
export type ActivityKind = keyof typeof ACTIVITY_AWARDS;

/** The steps reached today by `count` (minutes or messages), each one a ledger ref `<day>:<step>`. */
export function activitySteps(kind: ActivityKind, count: number): number {
  const a = ACTIVITY_AWARDS[kind];
  return Math.min(a.maxSteps, Math.floor(Math.max(0, count) / a.per));
}

/** The player reports watching once a minute while the video plays in a visible tab. */
export const WATCH_HEARTBEAT_MS = 60_000;
/** Beats closer than this to the last counted one are ignored (a little slack for timer drift). */
export const WATCH_MIN_BEAT_GAP_MS = 55_000;
/** At most this many watched minutes are counted per member and day. */
export const WATCH_MAX_MINUTES_PER_DAY = 600;
