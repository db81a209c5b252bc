/** The match statistics a match page compares, in the order they are shown. */
export const MATCH_STAT_KEYS = ['possession', 'shots', 'shotsOnTarget', 'corners', 'fouls'] as const;
export type MatchStatKey = (typeof MATCH_STAT_KEYS)[number];

/** Minutes of regular time; statistics and the clock count up to it (plus added time). */
export const REGULAR_MINUTES = 90;
