/** Field bounds for accounts; the spec leaves them to us (§5 "not shown"). */
export const USER_LIMITS = {
  usernameMin: 3,
  usernameMax: 32,
  passwordMin: 8,
  passwordMax: 128,
  displayNameMax: 40,
} as const;

/** Favourite teams a member may follow. */
export const FAVOURITE_TEAMS_MAX = 50;
