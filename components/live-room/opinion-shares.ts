import type { Opinion } from '@/lib/contract/room';
import { OPINION_PICKS, type OpinionPick } from '@/lib/domain/match-events';

export type OpinionShares = Record<OpinionPick, number>;

/** Whole percentages that add up to 100 (largest remainder), or all zero when nobody voted. */
export function opinionShares(opinion: Pick<Opinion, OpinionPick>): OpinionShares {
  const total = OPINION_PICKS.reduce((sum, pick) => sum + opinion[pick], 0);
  const shares: OpinionShares = { home: 0, draw: 0, away: 0 };
  if (total === 0) return shares;
  const exact = OPINION_PICKS.map((pick) => ({ pick, value: (opinion[pick] * 100) / total }));
  for (const { pick, value } of exact) shares[pick] = Math.floor(value);
  let left = 100 - OPINION_PICKS.reduce((sum, pick) => sum + shares[pick], 0);
  for (const { pick } of [...exact].sort((a, b) => (b.value % 1) - (a.value % 1))) {
    if (left <= 0) break;
    shares[pick] += 1;
    left -= 1;
  }
  return shares;
}

/** The tally after this viewer changes their pick, before the server answers. */
export function withPick(opinion: Opinion, pick: OpinionPick): Opinion {
  if (opinion.myPick === pick) return opinion;
  const next = { ...opinion, myPick: pick, [pick]: opinion[pick] + 1 };
  if (opinion.myPick) next[opinion.myPick] = Math.max(0, opinion[opinion.myPick] - 1);
  return next;
}
