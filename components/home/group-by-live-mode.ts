import type { Match } from '@/lib/contract/schedule';
import { LIVE_MODES, type LiveModeDef } from '@/lib/domain/live-modes';
import { matchStateOf } from '@/lib/domain/match-status';

type Groupable = Pick<Match, 'liveModeId' | 'status' | 'startTimestamp'>;

export interface LiveModeGroup<M extends Groupable> {
  mode: LiveModeDef;
  matches: M[];
}

/**
 * Groups a day's matches by live mode in the order of LIVE_MODES; inside a group live
 * matches come first, then by kick-off. Matches of an unknown mode have no heading and are left out.
 */
export function groupByLiveMode<M extends Groupable>(matches: readonly M[]): LiveModeGroup<M>[] {
  const buckets = new Map<number, M[]>();
  for (const match of matches) {
    const bucket = buckets.get(match.liveModeId);
    if (bucket) bucket.push(match);
    else buckets.set(match.liveModeId, [match]);
  }
  return LIVE_MODES.flatMap((mode) => {
    const bucket = buckets.get(mode.id);
    return bucket ? [{ mode, matches: [...bucket].sort(liveFirst) }] : [];
  });
}

function liveFirst(a: Groupable, b: Groupable): number {
  const live = Number(isLive(b)) - Number(isLive(a));
  return live !== 0 ? live : a.startTimestamp - b.startTimestamp;
}

function isLive(match: Groupable): boolean {
  return matchStateOf(match.status) === 'live';
}

const ENDED_STATES = new Set(['end', 'walkover', 'awarded', 'cancelled', 'abandoned']);

/**
 * The rows a short list of one group shows: live matches, then those still to come by kick-off,
 * then finished ones, latest first. A fan opening the home page wants what is on and next.
 */
export function leadingRows<M extends Groupable>(matches: readonly M[], limit: number): M[] {
  const rank = (m: Groupable) => (isLive(m) ? 0 : ENDED_STATES.has(matchStateOf(m.status)) ? 2 : 1);
  return [...matches]
    .sort((a, b) => rank(a) - rank(b) || (rank(a) === 2 ? b.startTimestamp - a.startTimestamp : a.startTimestamp - b.startTimestamp))
    .slice(0, limit);
}
