import path from 'node:path';
import { OTP } from '@/lib/domain/accounts';
import type { Db } from '@/server/db/client';
import { createMemoryLoginLimiter } from '@/server/auth/login-limiter';
import { createRedisLoginLimiter } from '@/server/auth/redis-login-limiter';
import type { OtpLimiters } from '@/server/auth/otp';
import { readGoogleConfig, type GoogleConfig } from '@/server/auth/google';
import { defaultMessenger, type Messenger } from '@/server/messaging';
import { getRedis } from '@/server/redis/client';

/** What the account endpoints need besides the database; tests replace the clock, the messenger and Google. */
export interface AccountDeps {
  now(): number;
  messenger: Messenger;
  otp: OtpLimiters;
  google: GoogleConfig | null;
  /** Folder of uploaded profile pictures. */
  uploadsDir: string;
}

function otpLimiters(): OtpLimiters {
  const redis = getRedis();
  if (redis) {
    return {
      sends: createRedisLoginLimiter(redis, { max: OTP.sendsPerIp, windowMs: OTP.ipWindowMs, prefix: 'portal:otp-sends:' }),
      failures: createRedisLoginLimiter(redis, { max: OTP.failuresPerIp, windowMs: OTP.ipWindowMs, prefix: 'portal:otp-failures:' }),
    };
  }
  return { sends: createMemoryLoginLimiter(OTP.sendsPerIp, OTP.ipWindowMs), failures: createMemoryLoginLimiter(OTP.failuresPerIp, OTP.ipWindowMs) };
}

export function defaultUploadsDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.UPLOADS_DIR || path.join(process.cwd(), 'data', 'uploads');
}

export function createAccountDeps(getDb: () => Promise<Db>, overrides: Partial<AccountDeps> = {}): AccountDeps {
  return {
    now: overrides.now ?? Date.now,
    messenger: overrides.messenger ?? defaultMessenger(getDb),
    otp: overrides.otp ?? otpLimiters(),
    google: overrides.google === undefined ? readGoogleConfig() : overrides.google,
    uploadsDir: overrides.uploadsDir ?? defaultUploadsDir(),
  };
}
