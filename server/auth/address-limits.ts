import { ADDRESS_LIMITS, type AddressLimitName } from '@/lib/domain/limits';
import { ApiError } from '@/server/api/errors';
import type { LoginLimiter } from './login-limiter';
import { createSharedLimiter } from './redis-login-limiter';

export type AddressLimiters = Record<AddressLimitName, LoginLimiter>;

/** `ADDRESS_LIMIT_FACTOR` multiplies every per-address allowance (a test server sends all from one address). */
export function addressLimitFactor(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const factor = Number(env.ADDRESS_LIMIT_FACTOR ?? 1);
  return Number.isInteger(factor) && factor >= 1 ? factor : 1;
}

export function createAddressLimiters(factor: number = addressLimitFactor()): AddressLimiters {
  const limiter = (name: AddressLimitName) =>
    createSharedLimiter({ max: ADDRESS_LIMITS[name].max * factor, windowMs: ADDRESS_LIMITS[name].windowMs, prefix: `portal:address-limit:${name}:` });
  return { register: limiter('register'), guestLogin: limiter('guestLogin'), availability: limiter('availability'), search: limiter('search') };
}

/** Counts one request of the address against its allowance, or refuses it with 429 once that is spent. */
export async function spendAllowance(limiters: AddressLimiters, name: AddressLimitName, ip: string, now: number): Promise<void> {
  const limiter = limiters[name];
  if (await limiter.isBlocked(ip, now)) {
    throw new ApiError(429, 'Too many requests from this address; try again later', { 'retry-after': String(ADDRESS_LIMITS[name].windowMs / 1000) });
  }
  await limiter.recordFailure(ip, now);
}
