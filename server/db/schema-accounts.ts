import type { Generated } from 'kysely';

/** Tables of accounts and sign-in; times are epoch milliseconds. */

/** The live one-time code of a purpose ('phone' | 'email' | 'reset') and target (a phone, an email, a user id). */
export interface VerificationCodeTable {
  purpose: string;
  target: string;
  userId: number | null;
  /** SHA-256 of the code with the purpose and target; the code itself is never stored. */
  codeHash: string;
  attempts: Generated<number>;
  expiresAt: number;
  createdAt: number;
}

/** Every message sent to a member (SMS codes always; emails when no SMTP server is configured). */
export interface OutboxMessageTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  createdAt: number;
}

/** A sign-in at another provider that belongs to a member. */
export interface LinkedIdentityTable {
  provider: string;
  subject: string;
  userId: number;
  email: string | null;
  createdAt: number;
}

/** An OAuth sign-in between the redirect and the callback. `userId` is set when a member links an account. */
export interface OauthStateTable {
  stateHash: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  userId: number | null;
  expiresAt: number;
  createdAt: number;
}

/** A member's choice for one kind of notification; no row means the default (on). */
export interface NotificationPrefTable {
  userId: number;
  kind: string;
  enabled: number;
  updatedAt: number;
}
