/** Rules of accounts and their verification; the spec leaves the numbers to us (§5 "not shown"). */

/** One-time codes sent by SMS or email: phone and email verification, password reset. */
export const OTP = {
  length: 6,
  ttlMs: 5 * 60_000,
  /** Wrong guesses a code survives; the next one kills it. */
  maxAttempts: 5,
  /** A new code for the same target is refused this soon after the last one. */
  resendCooldownMs: 60_000,
  /** Codes one address may ask for, and wrong codes it may try, per window. */
  sendsPerIp: 10,
  failuresPerIp: 20,
  /** Wrong codes one phone or email may receive per window, over all its codes and from any address. */
  failuresPerTarget: 20,
  ipWindowMs: 60 * 60_000,
} as const;

export type OtpPurpose = 'phone' | 'email' | 'reset';

/** Vietnamese and international numbers: an optional +, then 8 to 15 digits. */
export const PHONE_PATTERN = /^\+?[0-9]{8,15}$/;

/** Profile pictures: what an upload may be. */
export const AVATAR = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'] as const,
  /** Every picture is drawn again as a WebP no larger than this square. */
  sizePx: 512,
  /** A picture of more pixels than this is refused before it is decoded (a small file can claim a huge canvas). */
  maxPixels: 25_000_000,
} as const;
export type AvatarType = (typeof AVATAR.types)[number];

/** How long a Google sign-in may take between the button and the callback. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/**
 * How recently a member must have proved who they are (password or Google) to change how the account
 * is recovered or signed in to: a verified email or phone, a first password, a linked Google account.
 */
export const REAUTH_WINDOW_MS = 10 * 60_000;

/**
 * Reasons an error answer names first in its `msg` ("reason: text"), so a page can act on them:
 * confirm the password and retry, or tell a Google visitor to sign in with the password first.
 */
export const AUTH_REASONS = {
  reauthRequired: 'reauth-required',
  googleLinkRefused: 'google-link-refused',
} as const;
export type AuthReason = (typeof AUTH_REASONS)[keyof typeof AUTH_REASONS];

export const hasAuthReason = (msg: string, reason: AuthReason): boolean => msg.startsWith(`${reason}:`);

/** What a member may be told about; each can be turned off on the account page. */
export const NOTIFICATION_KINDS = ['booking', 'friends', 'tips', 'promotions'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Sections of the account page, by URL slug; `account` is the menu's link and shows the profile. */
export const ACCOUNT_SECTIONS = ['ho-so', 'bao-mat', 'lien-ket', 'thong-bao', 'da-luu'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];
export const ACCOUNT_SECTION_ALIASES: Record<string, AccountSection> = { account: 'ho-so' };

export const accountHref = (section: AccountSection): string => `/tai-khoan/${section}`;

export function accountSectionOf(slug: string): AccountSection | null {
  if ((ACCOUNT_SECTIONS as readonly string[]).includes(slug)) return slug as AccountSection;
  return ACCOUNT_SECTION_ALIASES[slug] ?? null;
}
