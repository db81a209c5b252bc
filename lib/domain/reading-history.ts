/**
 * What a member read, for the news "de-xuat" (recommended) tab. The history is bounded: only the
 * newest reads are kept per member, older ones are pruned as new ones are written.
 */
export const READING_HISTORY = {
  /** Articles kept per member; the oldest read beyond this is forgotten. */
  keptPerMember: 200,
  /** The latest reads whose tags and sports steer the recommendations. */
  signalReads: 30,
} as const;

/**
 * How much each signal adds to an article's place on the recommended tab; the newest article wins a
 * tie. A favourite team counts most, as the member said so themselves; each tag shared with what they
 * read lately counts next; the sport they read lately counts least.
 */
export const RECOMMENDATION_WEIGHTS = {
  favouriteTeam: 4,
  sharedTag: 2,
  sameCategory: 1,
} as const;
