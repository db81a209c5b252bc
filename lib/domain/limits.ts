/** Limits against guessing and automation on the sign-in endpoints; the spec leaves the numbers to us. */

/**
 * Failed logins of one account, from any number of addresses: the first few are free, then each
 * further try waits twice as long as the last, up to a minute. A member is never locked out for
 * longer than that, and failures are forgotten an hour after the last one.
 */
export const LOGIN_SLOWDOWN = {
  freeFailures: 5,
  firstDelayMs: 2_000,
  maxDelayMs: 60_000,
  forgetAfterMs: 60 * 60_000,
} as const;

/** The wait before the next try of an account that has failed `failures` times. */
export function loginSlowdownMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_SLOWDOWN;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeFailures));
}

/**
 * Requests one client address may make per fixed window. Generous, as many viewers share an address
 * behind a mobile carrier's NAT; the availability checks share one allowance.
 */
export const ADDRESS_LIMITS = {
  register: { max: 20, windowMs: 60 * 60_000 },
  guestLogin: { max: 60, windowMs: 10 * 60_000 },
  availability: { max: 120, windowMs: 10 * 60_000 },
  /** Site search: type-ahead asks often, so the allowance is wide; a flood from one address is not. */
  search: { max: 600, windowMs: 10 * 60_000 },
} as const;
export type AddressLimitName = keyof typeof ADDRESS_LIMITS;
