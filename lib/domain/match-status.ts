import { SCHEDULE_STATUS, type ScheduleStatus } from './schedule-status';

/** What a raw match status from the data feed means (spec §3 "Match status mapping"). */
export const MATCH_STATES = [
  'live',
  'upcoming',
  'comingUp',
  'walkover',
  'postponed',
  'abandoned',
  'cancelled',
  'suspended',
  'interrupted',
  'delayed',
  'awarded',
  'end',
  'unknown',
] as const;
export type MatchState = (typeof MATCH_STATES)[number];

/** Raw values that are status codes, never read as a running minute. */
const CODES: Readonly<Record<string, MatchState>> = {
  '0': 'comingUp',
  pending: 'comingUp',
  '1': 'live',
  '2': 'live',
  live: 'live',
  ht: 'live',
  wo: 'walkover',
  postponed: 'postponed',
  abandoned: 'abandoned',
  cancelled: 'cancelled',
  suspended: 'suspended',
  interrupted: 'interrupted',
  delayed: 'delayed',
  awarded: 'awarded',
  ft: 'end',
  pen: 'end',
  penalty: 'end',
};

/** "23", "90+4"; an optional trailing apostrophe ("23'") is tolerated. */
const RUNNING_MINUTE = /^([1-9]\d{0,2})(?:\+(\d{1,2}))?'?$/;
/** Kick-off time of a match not yet started: "19:30", "9:05". */
const KICKOFF_TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

function normalise(raw: string): string {
  return raw.trim().toLowerCase();
}

export function matchStateOf(raw: string): MatchState {
  const value = normalise(raw);
  const code = CODES[value];
  if (code) return code;
  if (RUNNING_MINUTE.test(value)) return 'live';
  if (KICKOFF_TIME.test(value)) return 'upcoming';
  return 'unknown';
}

/** States a provider sets by hand (called off, walked over, stopped); the running clock never reaches them. */
export const FIXED_STATES = ['postponed', 'cancelled', 'delayed', 'walkover', 'awarded', 'abandoned', 'suspended', 'interrupted'] as const satisfies readonly MatchState[];
export type FixedState = (typeof FIXED_STATES)[number];

export function fixedStateOf(raw: string): FixedState | undefined {
  const state = matchStateOf(raw);
  return (FIXED_STATES as readonly MatchState[]).includes(state) ? (state as FixedState) : undefined;
}

/** Whether the status is one of the FIXED_STATES: the match was not, or not fully, played. */
export function isFixedStatus(raw: string): boolean {
  return fixedStateOf(raw) !== undefined;
}

export function isLive(raw: string): boolean {
  return matchStateOf(raw) === 'live';
}

/**
 * The clock shown on a live match: "23'", "45+2'" or "HT"; null otherwise.
 * "1" and "2" are status codes (ongoing), not minutes, so they get no clock.
 */
export function liveMinuteLabel(raw: string): string | null {
  const value = normalise(raw);
  if (value === 'ht') return 'HT';
  if (value in CODES) return null;
  const match = RUNNING_MINUTE.exec(value);
  if (!match) return null;
  return match[2] === undefined ? `${match[1]}'` : `${match[1]}+${match[2]}'`;
}

/**
 * Schedule status a match state files under. Suspended and interrupted matches are
 * still in progress (they resume), so they stay live; delayed ones have not started;
 * walkovers and awarded results are decided, so ended; postponed matches will not be
 * played at the scheduled time, so they count as cancelled. Unknown has no status.
 */
const SCHEDULE_STATUS_OF: Readonly<Record<MatchState, ScheduleStatus | null>> = {
  live: SCHEDULE_STATUS.live,
  suspended: SCHEDULE_STATUS.live,
  interrupted: SCHEDULE_STATUS.live,
  upcoming: SCHEDULE_STATUS.comingUp,
  comingUp: SCHEDULE_STATUS.comingUp,
  delayed: SCHEDULE_STATUS.comingUp,
  end: SCHEDULE_STATUS.ended,
  walkover: SCHEDULE_STATUS.ended,
  awarded: SCHEDULE_STATUS.ended,
  cancelled: SCHEDULE_STATUS.cancel,
  abandoned: SCHEDULE_STATUS.cancel,
  postponed: SCHEDULE_STATUS.cancel,
  unknown: null,
};

export function scheduleStatusOfState(state: MatchState): ScheduleStatus | null {
  return SCHEDULE_STATUS_OF[state];
}
