import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { openSqliteTestDb, type TestDb } from '@/tests/fixtures/test-db';
import { createRefreshToken, revokeRefreshToken } from './refresh';
import { createLiveSessions } from './live-sessions';

describe('live sign-ins', () => {
  let t: TestDb;
  let db: Db;
  let userId: number;
  beforeAll(async () => {
    t = await openSqliteTestDb();
    db = t.db;
    const row = await db
      .insertInto('users')
      .values({ username: 'live', passwordHash: 'x', displayName: 'Live', nickname: null, profilePicture: null, siteRoleId: 1, email: null, phone: null, createdAt: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = row.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('trusts a live answer for a few seconds, then asks the database again', async () => {
    let clock = 0;
    const sessions = createLiveSessions(() => clock);
    const { token, familyId } = await createRefreshToken(db, userId, 0);
    expect(await sessions.isLive(db, familyId)).toBe(true);
    await revokeRefreshToken(db, token, 1);
    clock = 1_000;
    expect(await sessions.isLive(db, familyId)).toBe(true);
    clock = 6_000;
    expect(await sessions.isLive(db, familyId)).toBe(false);
  });

  it('stops a sign-in ended on this node at once', async () => {
    const sessions = createLiveSessions(() => 0);
    const { token, familyId } = await createRefreshToken(db, userId, 0);
    expect(await sessions.isLive(db, familyId)).toBe(true);
    await revokeRefreshToken(db, token, 1);
    sessions.forget(familyId);
    expect(await sessions.isLive(db, familyId)).toBe(false);
  });
});
