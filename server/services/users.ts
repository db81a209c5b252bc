import type { Selectable } from 'kysely';
import type { UserInfo } from '@/lib/contract/user';
import type { Locale } from '@/lib/domain/locale';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import type { Db } from '@/server/db/client';
import type { UserTable } from '@/server/db/schema';
import { ApiError } from '@/server/api/errors';
import { uniqueViolationColumn } from './unique-violation';

export type UserRow = Selectable<UserTable>;

export function toUserInfo(row: UserRow): UserInfo {
  return {
    userId: row.id,
    displayName: row.displayName,
    nickname: row.nickname,
    profilePicture: row.profilePicture,
    siteRoleId: row.siteRoleId,
    isGuest: false,
  };
}

const GUEST_LABEL: Record<Locale, string> = { vi: 'Khách', en: 'Guest', zh: '訪客' };

export function guestUserInfo(userId: number, locale: Locale): UserInfo {
  return {
    userId,
    displayName: `${GUEST_LABEL[locale]} ${String(userId % 10_000).padStart(4, '0')}`,
    nickname: null,
    profilePicture: null,
    siteRoleId: SITE_ROLE.guest,
    isGuest: true,
  };
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The member a valid token names; 401 when the account is gone. */
export async function requireUser(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new ApiError(401, 'Login required');
  return user;
}

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export interface NewUser {
  username: string;
  passwordHash: string;
  displayName: string;
  email?: string;
  phone?: string;
  siteRoleId: number;
  referredBy?: number | null;
}

const TAKEN: Record<string, string> = {
  username: 'username: already taken',
  email: 'email: already registered',
  phone: 'phone: already registered',
};

/** Uniqueness is left to the database so that racing registrations cannot both win. */
export async function createUser(db: Db, user: NewUser, now: number): Promise<UserRow> {
  try {
    return await db
      .insertInto('users')
      .values({
        username: user.username,
        passwordHash: user.passwordHash,
        displayName: user.displayName,
        nickname: null,
        profilePicture: null,
        siteRoleId: user.siteRoleId,
        email: user.email ?? null,
        phone: user.phone ?? null,
        referredBy: user.referredBy ?? null,
        createdAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    const column = uniqueViolationColumn(err);
    if (column === null) throw err;
    throw new ApiError(409, TAKEN[column] ?? `${column}: already exists`);
  }
}
