import path from 'node:path';
import { OTP, REAUTH_WINDOW_MS } from '@/lib/domain/accounts';
import type { Db } from '@/server/db/client';
import { createSharedLimiter } from '@/server/auth/redis-login-limiter';
import { createSharedAccountThrottle } from '@/server/auth/redis-account-throttle';
import type { AccountThrottle } from '@/server/auth/account-throttle';
import { createAddressLimiters, type AddressLimiters } from '@/server/auth/address-limits';
import type { OtpLimiters } from '@/server/auth/otp';
import { readGoogleConfig, type GoogleConfig } from '@/server/auth/google';
import { defaultMessenger, type Messenger } from '@/server/messaging';

type Env = Readonly<Record<string, string | undefined>>;

/** What the account endpoints need besides the database; tests replace the clock, the messenger, Google and the limits. */
export interface AccountDeps {
  now(): number;
  messenger: Messenger;
  otp: OtpLimiters;
  google: GoogleConfig | null;
  /** Folder of uploaded profile pictures. */
  uploadsDir: string;
  /** Failed logins per account, from any address. */
  loginThrottle: AccountThrottle;
  /** Sign-ups, guest sessions and availability checks per client address. */
  addressLimits: AddressLimiters;
  /** How recently a member must have proved who they are to change the account's recovery and sign-in. */
  reauthWindowMs: number;
}

function otpLimiters(): OtpLimiters {
  return {
    sends: createSharedLimiter({ max: OTP.sendsPerIp, windowMs: OTP.ipWindowMs, prefix: 'portal:otp-sends:' }),
    failures: createSharedLimiter({ max: OTP.failuresPerIp, windowMs: OTP.ipWindowMs, prefix: 'portal:otp-failures:' }),
  };
}

export function defaultUploadsDir(env: Env = process.env): string {
  return env.UPLOADS_DIR || path.join(/* turbopackIgnore: true */ process.cwd(), 'data', 'uploads');
}

/** `REAUTH_WINDOW_S` shortens or lengthens the window (a browser test cannot wait ten minutes). */
export function reauthWindowMs(env: Env = process.env): number {
  const seconds = Number(env.REAUTH_WINDOW_S);
  return env.REAUTH_WINDOW_S && Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : REAUTH_WINDOW_MS;
}

export function createAccountDeps(getDb: () => Promise<Db>, overrides: Partial<AccountDeps> = {}): AccountDeps {
  return {
    now: overrides.now ?? Date.now,
    messenger: overrides.messenger ?? defaultMessenger(getDb),
    otp: overrides.otp ?? otpLimiters(),
    google: overrides.google === undefined ? readGoogleConfig() : overrides.google,
    uploadsDir: overrides.uploadsDir ?? defaultUploadsDir(),
    loginThrottle: overrides.loginThrottle ?? createSharedAccountThrottle(),
    addressLimits: overrides.addressLimits ?? createAddressLimiters(),
    reauthWindowMs: overrides.reauthWindowMs ?? reauthWindowMs(),
  };
}
