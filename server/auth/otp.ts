import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP, type OtpPurpose } from '@/lib/domain/accounts';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { securityEvent } from '@/server/security/events';
import { uniqueViolationColumn } from '@/server/services/unique-violation';
import { authSecret } from './secret';
import type { LoginLimiter } from './login-limiter';

/** Per-address counters against code guessing and message flooding (in process, or Redis on several nodes). */
export interface OtpLimiters {
  sends: LoginLimiter;
  failures: LoginLimiter;
}

export interface CodeTarget {
  purpose: OtpPurpose;
  /** A phone number, an email address or a user id, as the purpose needs. */
  target: string;
}

/** Keyed with the server secret: six digits alone would fall to a table of all million hashes. */
function hashCode(t: CodeTarget, code: string): string {
  return createHmac('sha256', authSecret()).update(`${t.purpose}\n${t.target}\n${code}`).digest('hex');
}

const retryAfter = (ms: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) });

export function newCode(): string {
  return String(randomInt(0, 10 ** OTP.length)).padStart(OTP.length, '0');
}

/**
 * Stores a new code for the target, replacing the last one, and returns it to be sent. Refused with 429
 * within the resend cool-down, or when the address has asked for too many codes.
 */
export async function issueCode(db: Db, limiters: OtpLimiters, t: CodeTarget, userId: number | null, ip: string, now: number): Promise<string> {
  if (await limiters.sends.isBlocked(`ip|${ip}`, now)) {
    throw new ApiError(429, 'Too many codes requested from this address; try again later', retryAfter(OTP.ipWindowMs));
  }
  const code = newCode();
  try {
    await db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('verificationCodes')
        .select('createdAt')
        .where('purpose', '=', t.purpose)
        .where('target', '=', t.target)
        .executeTakeFirst();
      const wait = last ? Number(last.createdAt) + OTP.resendCooldownMs - now : 0;
      if (wait > 0) throw new ApiError(429, 'A code was sent moments ago; wait before asking again', retryAfter(wait));
      await trx.deleteFrom('verificationCodes').where('purpose', '=', t.purpose).where('target', '=', t.target).execute();
      await trx
        .insertInto('verificationCodes')
        .values({ ...t, userId, codeHash: hashCode(t, code), attempts: 0, expiresAt: now + OTP.ttlMs, createdAt: now })
        .execute();
    });
  } catch (err) {
    // Two sends raced: the other one's code stands.
    if (uniqueViolationColumn(err) !== null) throw new ApiError(429, 'A code was sent moments ago; wait before asking again', retryAfter(OTP.resendCooldownMs));
    throw err;
  }
  await limiters.sends.recordFailure(`ip|${ip}`, now);
  return code;
}

const WRONG = 'code: incorrect';
const GONE = 'code: expired or never sent; ask for a new code';

/**
 * Checks a code. Every check spends one of the code's attempts before comparing, so parallel guesses
 * cannot exceed the limit; a right code that is only checked (not consumed) gets its attempt back.
 * Answers the code's user id (when it was issued for one).
 */
export async function verifyCode(
  db: Db,
  limiters: OtpLimiters,
  t: CodeTarget,
  code: string,
  opts: { ip: string; now: number; consume: boolean },
): Promise<{ userId: number | null }> {
  const ipKey = `ip|${opts.ip}`;
  // Per target too: guesses spread over many addresses and many resends still run out.
  const targetKey = `target|${t.purpose}|${t.target}`;
  const event = { purpose: t.purpose, ip: opts.ip };
  if (await limiters.failures.isBlocked(ipKey, opts.now)) {
    securityEvent('otp-exhausted', { ...event, scope: 'address' });
    throw new ApiError(429, 'Too many wrong codes from this address; try again later', retryAfter(OTP.ipWindowMs));
  }
  if (await limiters.failures.isBlocked(targetKey, opts.now)) {
    securityEvent('otp-exhausted', { ...event, scope: 'target' });
    throw new ApiError(429, 'code: too many wrong attempts for this number or address; try again later', retryAfter(OTP.ipWindowMs));
  }
  const row = await db
    .selectFrom('verificationCodes')
    .selectAll()
    .where('purpose', '=', t.purpose)
    .where('target', '=', t.target)
    .executeTakeFirst();
  if (!row || Number(row.expiresAt) <= opts.now) throw new ApiError(422, GONE);
  const claimed = await db
    .updateTable('verificationCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('purpose', '=', t.purpose)
    .where('target', '=', t.target)
    .where('codeHash', '=', row.codeHash)
    .where('attempts', '<', OTP.maxAttempts)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    securityEvent('otp-exhausted', { ...event, scope: 'code' });
    throw new ApiError(429, 'code: too many wrong attempts; ask for a new code');
  }

  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashCode(t, code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    securityEvent('otp-wrong', { ...event, userId: row.userId });
    await limiters.failures.recordFailure(ipKey, opts.now);
    await limiters.failures.recordFailure(targetKey, opts.now);
    throw new ApiError(422, WRONG);
  }
  if (opts.consume) {
    const gone = await db
      .deleteFrom('verificationCodes')
      .where('purpose', '=', t.purpose)
      .where('target', '=', t.target)
      .where('codeHash', '=', row.codeHash)
      .executeTakeFirst();
    // Used at the same moment by another request: only one of them may act on it.
    if (Number(gone.numDeletedRows) !== 1) throw new ApiError(422, GONE);
  } else {
    await db
      .updateTable('verificationCodes')
      .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
      .where('purpose', '=', t.purpose)
      .where('target', '=', t.target)
      .where('codeHash', '=', row.codeHash)
      .execute();
  }
  return { userId: row.userId };
}
