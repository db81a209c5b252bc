import { liveMinuteLabel, matchStateOf, type MatchState } from '@/lib/domain/match-status';

export type MatchPhase =
  | { kind: 'live'; minute: string | null }
  | { kind: 'upcoming' }
  | { kind: 'other'; state: MatchState };

/** How the home page shows a match: live with its minute, by kick-off time, or by a status word. */
export function matchPhase(rawStatus: string): MatchPhase {
  const state = matchStateOf(rawStatus);
  if (state === 'live') return { kind: 'live', minute: liveMinuteLabel(rawStatus) };
  if (state === 'upcoming' || state === 'comingUp') return { kind: 'upcoming' };
  return { kind: 'other', state };
}
