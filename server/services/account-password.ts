import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { issueCode, verifyCode } from '@/server/auth/otp';
import { hashPassword, isPasswordHash, verifyPassword } from '@/server/auth/passwords';
import { revokeUserTokens } from '@/server/auth/refresh';
import { announceSignOut } from '@/server/chat/sign-out';
import { codeMessage } from '@/server/messaging/texts';
import { securityEvent } from '@/server/security/events';
import { assertPasswordAllowed } from './account-rules';
import { reauthRequired } from './account-reauth';
import type { VerifyDeps } from './account-verify';
import { findUserByUsername, type UserRow } from './users';

function findByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  if (!login.includes('@')) return findUserByUsername(db, login);
  return db.selectFrom('users').selectAll().where('email', '=', login.toLowerCase()).executeTakeFirst();
}

/** A new password under the rules; every session of the account ends with the old one. */
async function setPassword(db: Db, user: Pick<UserRow, 'id' | 'username'>, password: string, now: number, how: 'reset' | 'change' | 'operator', field = 'password'): Promise<void> {
  await assertPasswordAllowed(password, user.username, field);
  await db.updateTable('users').set({ passwordHash: await hashPassword(password) }).where('id', '=', user.id).execute();
  await revokeUserTokens(db, user.id, now);
  // The member's chat sockets on every node close now rather than when their tokens run out.
  await announceSignOut({ userId: user.id });
  securityEvent('password-changed', { userId: user.id, how });
}

/** Where a reset code may go: only to an address or number the member has proved is theirs. */
function resetChannel(user: UserRow): { channel: 'email' | 'sms'; to: string } | null {
  if (user.email && user.emailVerifiedAt !== null) return { channel: 'email', to: user.email };
  if (user.phone && user.phoneVerifiedAt !== null) return { channel: 'sms', to: user.phone };
  return null;
}

/**
 * Sends a reset code to the member's verified email, else to a verified phone. The answer is the same
 * whether or not the account exists or has somewhere to send it, and a code asked for too soon is
 * silently not sent again.
 */
export async function forgotPassword(d: VerifyDeps, login: string): Promise<{ sent: true }> {
  const user = await findByLogin(d.db, login.trim());
  const to = user ? resetChannel(user) : null;
  if (!user || !to) return { sent: true };
  let code: string;
  try {
    code = await issueCode(d.db, d.otp, { purpose: 'reset', target: String(user.id) }, user.id, d.ip, d.now);
  } catch (err) {
    if (err instanceof ApiError && err.code === 429) return { sent: true };
    throw err;
  }
  await d.messenger.send({ ...to, kind: 'password-reset', ...codeMessage('password-reset', d.locale, code, user.displayName) }, d.now);
  return { sent: true };
}

export async function resetPassword(d: VerifyDeps, login: string, code: string, password: string): Promise<void> {
  const user = await findByLogin(d.db, login.trim());
  // Same answer as a wrong code, so the form does not tell who has an account.
  if (!user) throw new ApiError(422, 'code: expired or never sent; ask for a new code');
  await assertPasswordAllowed(password, user.username);
  await verifyCode(d.db, d.otp, { purpose: 'reset', target: String(user.id) }, code, { ip: d.ip, now: d.now, consume: true });
  await setPassword(d.db, user, password, d.now, 'reset');
}

/**
 * A member with a password proves it is them by typing it; one who only signs in with Google, and is
 * setting a first password, must have signed in recently. Every other session ends; the caller starts
 * a fresh one for this device.
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  p: { current: string | undefined; next: string; recentlyProved: boolean },
  now: number,
): Promise<void> {
  if (isPasswordHash(user.passwordHash)) {
    if (!(await verifyPassword(p.current ?? '', user.passwordHash))) throw new ApiError(422, 'currentPassword: incorrect');
  } else if (!p.recentlyProved) {
    throw reauthRequired();
  }
  await setPassword(db, user, p.next, now, 'change', 'newPassword');
}

/**
 * For the operator, not the API: seeded staff accounts have no usable password until one is set here,
 * so nobody can sign in as staff on a fresh install. Every session of the account ends, as on a reset.
 */
export async function setPasswordAsOperator(db: Db, username: string, password: string, now: number): Promise<void> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new ApiError(404, `username: no account is called ${username}`);
  await setPassword(db, user, password, now, 'operator');
}
