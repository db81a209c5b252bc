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
