/**
 * Kicks of a penalty shoot-out, one kind per outcome as in-match penalties are ('penalty-goal',
 * 'missed-penalty'): a goal counts 1 in `points` towards the shoot-out, never the match score; a
 * saved kick names the keeper in `relatedName`; a missed one went off target.
 */
export const SHOOTOUT_KICK_KINDS = ['shootout-goal', 'shootout-saved', 'shootout-missed'] as const;
export type ShootoutKickKind = (typeof SHOOTOUT_KICK_KINDS)[number];

/** What the feed records as it happens. Points sports (basketball, tennis…) only record `point` runs. */
export const MATCH_EVENT_KINDS = ['goal', 'penalty-goal', 'own-goal', 'missed-penalty', 'yellow', 'second-yellow', 'red', 'sub', 'point', ...SHOOTOUT_KICK_KINDS] as const;
export type MatchEventKind = (typeof MATCH_EVENT_KINDS)[number];

export function isShootoutKick(kind: string): kind is ShootoutKickKind {
  return (SHOOTOUT_KICK_KINDS as readonly string[]).includes(kind);
}

/** Kicks each side takes before sudden death. */
export const SHOOTOUT_ROUNDS = 5;

export const SIDES = ['home', 'away'] as const;
export type Side = (typeof SIDES)[number];

/** A viewer's opinion on the result. */
export const OPINION_PICKS = ['home', 'draw', 'away'] as const;
export type OpinionPick = (typeof OPINION_PICKS)[number];

export const TIP_MARKETS = ['1x2', 'ah', 'ou'] as const;
export type TipMarket = (typeof TIP_MARKETS)[number];
export const TIP_SELECTIONS = ['home', 'draw', 'away', 'over', 'under'] as const;
export type TipSelection = (typeof TIP_SELECTIONS)[number];
export const TIP_RESULTS = ['won', 'lost', 'void'] as const;
export type TipResult = (typeof TIP_RESULTS)[number];

/** Results and form letters, home-team first. */
export const FORM_LETTERS = ['W', 'D', 'L'] as const;
export type FormLetter = (typeof FORM_LETTERS)[number];
/** The standings column each letter counts in: every language writes a result with that column's letter. */
export const FORM_RESULT: Readonly<Record<FormLetter, 'won' | 'drawn' | 'lost'>> = { W: 'won', D: 'drawn', L: 'lost' };

/** Bookings a member may hold at once; name is what they call the reminder. */
export const BOOKING_NAME_MAX = 80;
export const BOOKING_MAX_PER_USER = 100;
