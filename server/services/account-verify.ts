import type { Locale } from '@/lib/domain/locale';
import { OTP } from '@/lib/domain/accounts';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { issueCode, verifyCode, type OtpLimiters } from '@/server/auth/otp';
import type { Messenger } from '@/server/messaging';
import { codeMessage } from '@/server/messaging/texts';
import { reauthRequired } from './account-reauth';
import { uniqueViolationColumn } from './unique-violation';
import type { UserRow } from './users';

export interface VerifyDeps {
  db: Db;
  otp: OtpLimiters;
  messenger: Messenger;
  ip: string;
  locale: Locale;
  now: number;
}

const codeSent = () => ({ expiresIn: OTP.ttlMs / 1000, resendIn: OTP.resendCooldownMs / 1000 });

/** A member as the request proves them: `recentlyProved` when their sign-in was proved within the re-authentication window. */
export interface ProvedMember {
  user: UserRow;
  recentlyProved: boolean;
}

/**
 * A verified email or phone is where reset codes go, so putting another one in its place needs a
 * recent proof of identity. Verifying a first one, or the same one again, does not.
 */
function assertMayReplace(m: ProvedMember, kind: 'email' | 'phone', value: string): void {
  const verified = kind === 'email' ? m.user.emailVerifiedAt !== null && m.user.email : m.user.phoneVerifiedAt !== null && m.user.phone;
  if (verified && verified !== value && !m.recentlyProved) throw reauthRequired();
}

/** A phone or an email that already belongs to another member cannot be verified by this one. */
async function assertFree(db: Db, column: 'phone' | 'email', value: string, field: string, userId: number | null): Promise<void> {
  const owner = await db.selectFrom('users').select('id').where(column, '=', value).executeTakeFirst();
  if (owner && owner.id !== userId) throw new ApiError(409, `${field}: already registered`);
}

export async function sendPhoneCode(d: VerifyDeps, to: string, displayName: string | undefined, member: ProvedMember | null) {
  const userId = member?.user.id ?? null;
  if (member) assertMayReplace(member, 'phone', to);
  await assertFree(d.db, 'phone', to, 'to', userId);
  const code = await issueCode(d.db, d.otp, { purpose: 'phone', target: to }, userId, d.ip, d.now);
  const name = displayName || member?.user.displayName || to;
  await d.messenger.send({ channel: 'sms', to, kind: 'phone-verify', ...codeMessage('phone-verify', d.locale, code, name) }, d.now);
  return codeSent();
}

export async function checkPhoneCode(d: VerifyDeps, phone: string, code: string): Promise<{ valid: boolean }> {
  await verifyCode(d.db, d.otp, { purpose: 'phone', target: phone }, code, { ip: d.ip, now: d.now, consume: false });
  return { valid: true };
}

async function setVerified(db: Db, user: UserRow, set: { phone: string; phoneVerifiedAt: number } | { email: string; emailVerifiedAt: number }, field: string) {
  try {
    await db.updateTable('users').set(set).where('id', '=', user.id).execute();
  } catch (err) {
    if (uniqueViolationColumn(err) === null) throw err;
    throw new ApiError(409, `${field}: already registered`);
  }
}

export async function verifyPhone(d: VerifyDeps, member: ProvedMember, phone: string, code: string): Promise<void> {
  const { user } = member;
  assertMayReplace(member, 'phone', phone);
  await assertFree(d.db, 'phone', phone, 'phoneNumber', user.id);
  await verifyCode(d.db, d.otp, { purpose: 'phone', target: phone }, code, { ip: d.ip, now: d.now, consume: true });
  await setVerified(d.db, user, { phone, phoneVerifiedAt: d.now }, 'phoneNumber');
}

export async function sendEmailCode(d: VerifyDeps, member: ProvedMember, email: string) {
  const { user } = member;
  assertMayReplace(member, 'email', email);
  await assertFree(d.db, 'email', email, 'email', user.id);
  const code = await issueCode(d.db, d.otp, { purpose: 'email', target: `${user.id}|${email}` }, user.id, d.ip, d.now);
  await d.messenger.send({ channel: 'email', to: email, kind: 'email-verify', ...codeMessage('email-verify', d.locale, code, user.displayName) }, d.now);
  return codeSent();
}

export async function verifyEmail(d: VerifyDeps, member: ProvedMember, email: string, code: string): Promise<void> {
  const { user } = member;
  assertMayReplace(member, 'email', email);
  await assertFree(d.db, 'email', email, 'email', user.id);
  // The code is bound to the member who asked for it, so nobody else can claim the address with it.
  await verifyCode(d.db, d.otp, { purpose: 'email', target: `${user.id}|${email}` }, code, { ip: d.ip, now: d.now, consume: true });
  await setVerified(d.db, user, { email, emailVerifiedAt: d.now }, 'email');
}
