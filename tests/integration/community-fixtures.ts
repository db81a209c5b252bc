import { SITE_ROLE } from '@/lib/domain/site-roles';
import type { Db } from '@/server/db/client';
import { TEST_NOW } from '../fixtures/dataset';
import { memberToken } from './auth-tokens';

export interface TestMember {
  id: number;
  token: string;
}

/** Adds a member (or staff, by role) with a token; the password is never used by these tests. */
export async function addMember(db: Db, username: string, displayName: string, siteRoleId: number = SITE_ROLE.member): Promise<TestMember> {
  const row = await db
    .insertInto('users')
    .values({ username, passwordHash: 'x', displayName, nickname: null, profilePicture: null, siteRoleId, email: null, phone: null, createdAt: TEST_NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token: await memberToken(row.id) };
}
