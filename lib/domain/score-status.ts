import { liveMinuteLabel, matchStateOf, type MatchState } from './match-status';

/**
 * What a results row shows in its status column, read through the status mapping: a live clock
 * ("23'", "45+2'", "HT"), the kick-off time, full time or penalties, or another state's word.
 */
export type ScoreStatus =
  | { kind: 'live'; minute: string | null }
  | { kind: 'upcoming' }
  | { kind: 'final'; how: 'ft' | 'pen' }
  | { kind: 'other'; state: MatchState };

const PENALTIES = new Set(['pen', 'penalty']);

export function scoreStatusOf(raw: string): ScoreStatus {
  const state = matchStateOf(raw);
  if (state === 'live') return { kind: 'live', minute: liveMinuteLabel(raw) };
  if (state === 'upcoming' || state === 'comingUp') return { kind: 'upcoming' };
  if (state === 'end') return { kind: 'final', how: PENALTIES.has(raw.trim().toLowerCase()) ? 'pen' : 'ft' };
  return { kind: 'other', state };
}

/** Whether the row has a score to show: started, finished or decided. */
export function showsScore(status: ScoreStatus): boolean {
  return status.kind === 'live' || status.kind === 'final' || (status.kind === 'other' && ['walkover', 'awarded', 'abandoned', 'suspended', 'interrupted'].includes(status.state));
}
