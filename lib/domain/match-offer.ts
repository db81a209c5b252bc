import { matchStateOf, type MatchState } from './match-status';

/**
 * Where a match stands for a viewer, read from its raw status: before kick-off (delayed included),
 * on (a stoppage included: the rooms stay open), over (played or decided), or off (called off, or a
 * status nobody can read).
 */
export type MatchStage = 'upcoming' | 'live' | 'finished' | 'off';

const STAGE_OF: Readonly<Record<MatchState, MatchStage>> = {
  upcoming: 'upcoming',
  comingUp: 'upcoming',
  delayed: 'upcoming',
  live: 'live',
  suspended: 'live',
  interrupted: 'live',
  end: 'finished',
  walkover: 'finished',
  awarded: 'finished',
  postponed: 'off',
  cancelled: 'off',
  abandoned: 'off',
  unknown: 'off',
};

export function matchStage(rawStatus: string): MatchStage {
  return STAGE_OF[matchStateOf(rawStatus)];
}

/**
 * What every list, card and match page offers for a match at each stage: the one rule. Before
 * kick-off, its time and a booking; while it runs, the rooms with their viewers and a way in; once
 * over, the result (no room, no viewer count).
 */
export interface MatchOffer {
  /** A link into a commentator's room ("watch"). */
  watch: boolean;
  /** The rooms' viewer counts. */
  viewers: boolean;
  /** Booking a commentator's broadcast. */
  book: boolean;
  /** The score. */
  score: boolean;
}

export const STAGE_OFFER: Readonly<Record<MatchStage, MatchOffer>> = {
  upcoming: { watch: false, viewers: false, book: true, score: false },
  live: { watch: true, viewers: true, book: false, score: true },
  finished: { watch: false, viewers: false, book: false, score: true },
  off: { watch: false, viewers: false, book: false, score: false },
};

export function matchOffer(rawStatus: string): MatchOffer {
  return STAGE_OFFER[matchStage(rawStatus)];
}
