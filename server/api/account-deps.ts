import path from 'node:path';
import { OTP } from '@/lib/domain/accounts';
import type { Db } from '@/server/db/client';
import { createSharedLimiter } from '@/server/auth/redis-login-limiter';
import type { OtpLimiters } from '@/server/auth/otp';
import { readGoogleConfig, type GoogleConfig } from '@/server/auth/google';
import { defaultMessenger, type Messenger } from '@/server/messaging';

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
  return {
    sends: createSharedLimiter({ max: OTP.sendsPerIp, windowMs: OTP.ipWindowMs, prefix: 'portal:otp-sends:' }),
    failures: createSharedLimiter({ max: OTP.failuresPerIp, windowMs: OTP.ipWindowMs, prefix: 'portal:otp-failures:' }),
  };
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
