import { OFFSET_FALLBACK_ZONE } from '@/lib/domain/constants';
import { ALWAYS_ON_MODES, isAlwaysOnMode, LIVE_MODE } from '@/lib/domain/live-modes';
import { fixedStateOf, matchStateOf, scheduleStatusOfState, type FixedState } from '@/lib/domain/match-status';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { MatchLength } from '../live-cover';
import type { FixtureState } from '../vendor';
import { footballTimeline, minuteKey, walkoverScore, type Side } from './goals';
import { sportPlay } from './sport-play';

export interface ClockFixture {
  id: number;
  liveModeId: number;
  startTime: number;
  status: string;
  /**
   * What the provider decided when the fixture was made: 'postponed', 'cancelled', 'wo' or
   * 'abandoned'. Time reveals it (see fateRevealAt); until then the match looks ordinary.
   */
  fate?: string | null;
  /** A knockout tie: a draw at full time goes to penalties ("pen"). */
  knockout?: boolean;
}

export type { FixtureState };

const MINUTE = 60_000;
const HALF_TIME_MS = 15 * MINUTE;

/** Real time from start to final whistle in the other sports; the programme plans rooms by it. */
const PLAY_MS: Partial<Record<number, number>> = {
  [LIVE_MODE.basketball]: 135 * MINUTE,
  [LIVE_MODE.volleyball]: 110 * MINUTE,
  [LIVE_MODE.tennis]: 120 * MINUTE,
  [LIVE_MODE.esport]: 120 * MINUTE,
  [LIVE_MODE.billiard]: 90 * MINUTE,
};
const DEFAULT_PLAY_MS = 60 * MINUTE;

export { ALWAYS_ON_MODES };
export const SESSION_MS = 24 * 60 * MINUTE;

export const isAlwaysOn = isAlwaysOnMode;

/** How far into a stopped match its score was frozen (abandoned, suspended…). */
const STOPPED_AT = 0.65;

type FixedScore = 'none' | 'walkover' | 'partial';

/** The score each state set by hand shows. */
const FIXED_SCORE: Record<FixedState, FixedScore> = {
  postponed: 'none',
  cancelled: 'none',
  delayed: 'none',
  walkover: 'walkover',
  awarded: 'walkover',
  abandoned: 'partial',
  suspended: 'partial',
  interrupted: 'partial',
};

function fixedScoreOf(status: string): FixedScore | undefined {
  const state = fixedStateOf(status);
  return state === undefined ? undefined : FIXED_SCORE[state];
}

// Vietnam keeps UTC+7 all year; kick-off labels are shown in its local time.
const kickOffFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFSET_FALLBACK_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function kickOffLabel(startTime: number): string {
  return kickOffFormat.format(new Date(startTime));
}

function count(side: Side, goals: readonly { side: Side; points?: number }[]): number {
  return goals.reduce((n, g) => (g.side === side ? n + (g.points ?? 1) : n), 0);
}

function live(status: string, scored: readonly { side: Side; points?: number }[]): FixtureState {
  return { status, scheduleStatus: SCHEDULE_STATUS.live, homeScore: count('home', scored), awayScore: count('away', scored), scoreboard: null };
}

/** Football: minutes 1..45, "45+n", HT for 15 minutes, 46..90, "90+n", then FT (or "pen" after a drawn knockout tie). */
function footballAt(id: number, elapsed: number, knockout: boolean): FixtureState {
  const { addedFirst, addedSecond, goals } = footballTimeline(id);
  const upTo = (minute: number, added: number) => goals.filter((g) => minuteKey(g.minute, g.added) <= minuteKey(minute, added));
  const firstHalf = (45 + addedFirst) * MINUTE;
  const secondStart = firstHalf + HALF_TIME_MS;
  if (elapsed < firstHalf) {
    const m = Math.floor(elapsed / MINUTE) + 1;
    return m <= 45 ? live(String(m), upTo(m, 0)) : live(`45+${m - 45}`, upTo(45, m - 45));
  }
  if (elapsed < secondStart) return live('HT', upTo(45, addedFirst));
  const j = Math.floor((elapsed - secondStart) / MINUTE);
  if (j < 45) return live(String(46 + j), upTo(46 + j, 0));
  if (j < 45 + addedSecond) return live(`90+${j - 44}`, upTo(90, j - 44));
  const final = live('FT', goals);
  return { ...final, status: knockout && final.homeScore === final.awayScore ? 'pen' : 'FT', scheduleStatus: SCHEDULE_STATUS.ended };
}

export function playDuration(id: number, liveModeId: number): number {
  if (isAlwaysOn(liveModeId)) return SESSION_MS;
  if (liveModeId !== LIVE_MODE.football) return PLAY_MS[liveModeId] ?? DEFAULT_PLAY_MS;
  const { addedFirst, addedSecond } = footballTimeline(id);
  return (90 + addedFirst + addedSecond) * MINUTE + HALF_TIME_MS;
}

/** The simulator's match lengths, as the programme plans rooms and audiences by them. */
export const simulatedMatchLength: MatchLength = (f) => playDuration(f.id, f.liveModeId);

/**
 * Other sports: played by their own rules (sport-play), their scoreboard carrying the set, quarter,
 * map or frame. The raw status stays "1" and "2" by half of the playing time, then "ft", as the
 * rest of the product reads it.
 */
function periodsAt(id: number, liveModeId: number, elapsed: number): FixtureState {
  const duration = playDuration(id, liveModeId);
  const { board, home, away } = sportPlay(id, liveModeId, duration).at(elapsed);
  const ended = elapsed >= duration;
  const status = ended ? 'ft' : elapsed / duration < 0.5 ? '1' : '2';
  return { status, scheduleStatus: ended ? SCHEDULE_STATUS.ended : SCHEDULE_STATUS.live, homeScore: home, awayScore: away, scoreboard: board };
}

/** A studio session: on air until the next one takes over; no score. */
function sessionAt(elapsed: number): FixtureState {
  if (elapsed >= SESSION_MS) return { status: 'ft', scheduleStatus: SCHEDULE_STATUS.ended, homeScore: null, awayScore: null, scoreboard: null };
  return { status: 'live', scheduleStatus: SCHEDULE_STATUS.live, homeScore: null, awayScore: null, scoreboard: null };
}

function runningAt(f: ClockFixture, elapsed: number): FixtureState {
  if (isAlwaysOn(f.liveModeId)) return sessionAt(elapsed);
  return f.liveModeId === LIVE_MODE.football ? footballAt(f.id, elapsed, f.knockout ?? false) : periodsAt(f.id, f.liveModeId, elapsed);
}

/** How far into a stopped match play ended: its events stop there too. */
export function stoppedAfter(f: { id: number; liveModeId: number }): number {
  return Math.floor(playDuration(f.id, f.liveModeId) * STOPPED_AT);
}

/** When a planned fate shows: called off two hours before kick-off, walked over at kick-off, abandoned mid-match. */
export function fateRevealAt(f: ClockFixture): number | null {
  if (!f.fate) return null;
  const state = matchStateOf(f.fate);
  if (state === 'postponed' || state === 'cancelled') return f.startTime - 2 * 60 * MINUTE;
  if (state === 'abandoned') return f.startTime + stoppedAfter(f);
  return f.startTime;
}

function fixedState(f: ClockFixture, score: FixedScore): FixtureState {
  const scheduleStatus = scheduleStatusOfState(matchStateOf(f.status)) ?? SCHEDULE_STATUS.cancel;
  if (score === 'none') return { status: f.status, scheduleStatus, homeScore: null, awayScore: null, scoreboard: null };
  if (score === 'walkover') {
    const { home, away } = walkoverScore(f.id, f.liveModeId);
    // Nothing was played, so there is nothing inside the score to show.
    return { status: f.status, scheduleStatus, homeScore: home, awayScore: away, scoreboard: null };
  }
  const frozen = runningAt(f, stoppedAfter(f));
  return { status: f.status, scheduleStatus, homeScore: frozen.homeScore, awayScore: frozen.awayScore, scoreboard: frozen.scoreboard };
}

/** The state a fixture is in at `now`, from its kick-off time alone; fixed states stay as they are. */
export function fixtureStateAt(f: ClockFixture, now: number): FixtureState {
  const fixed = fixedScoreOf(f.status);
  if (fixed) return fixedState(f, fixed);
  const reveal = fateRevealAt(f);
  const fate = f.fate ? fixedScoreOf(f.fate) : undefined;
  if (reveal !== null && fate && now >= reveal) return fixedState({ ...f, status: f.fate ?? f.status }, fate);
  const elapsed = now - f.startTime;
  if (elapsed < 0) return { status: kickOffLabel(f.startTime), scheduleStatus: SCHEDULE_STATUS.comingUp, homeScore: null, awayScore: null, scoreboard: null };
  return runningAt(f, elapsed);
}
