import type { AccountInfo } from '@/lib/contract/accounts';
import { USER_LIMITS } from '@/lib/domain/user-limits';
import type { Db } from '@/server/db/client';
import { isPasswordHash } from '@/server/auth/passwords';
import { GOOGLE } from './google-sign-in';
import { toUserInfo, type UserRow } from './users';

const USERNAME_RULE = new RegExp(`^[a-zA-Z0-9_.]{${USER_LIMITS.usernameMin},${USER_LIMITS.usernameMax}}$`);

export async function isTaken(db: Db, column: 'email' | 'phone' | 'username', value: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(column, '=', value).executeTakeFirst();
  return row !== undefined;
}

export async function usernameAvailability(db: Db, username: string): Promise<{ available: boolean; valid: boolean }> {
  if (!USERNAME_RULE.test(username)) return { available: false, valid: false };
  return { available: !(await isTaken(db, 'username', username)), valid: true };
}

export async function accountInfo(db: Db, user: UserRow, googleAvailable: boolean): Promise<AccountInfo> {
  const google = await db
    .selectFrom('linkedIdentities')
    .select('email')
    .where('provider', '=', GOOGLE)
    .where('userId', '=', user.id)
    .executeTakeFirst();
  return {
    user: toUserInfo(user),
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    phone: user.phone,
    phoneVerified: user.phoneVerifiedAt !== null,
    hasPassword: isPasswordHash(user.passwordHash),
    google: google ? { email: google.email } : null,
    googleAvailable,
    referralCode: user.referralCode,
  };
}
