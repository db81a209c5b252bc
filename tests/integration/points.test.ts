import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINT_KIND } from '@/lib/domain/points';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { awardPoints, pointsOf } from '@/server/services/points';
import { testBackends, type TestDb } from '../fixtures/test-db';

const backends = await testBackends();

describe.each(backends)('the point ledger on $name', (backend) => {
  let t: TestDb;
  let userId: number;
  beforeAll(async () => {
    t = await backend.open();
    const row = await t.db
      .insertInto('users')
      .values({ username: 'ledger01', passwordHash: 'x', displayName: 'Ledger', nickname: null, profilePicture: null, siteRoleId: SITE_ROLE.member, email: null, phone: null, createdAt: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = row.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts a member at zero points', async () => {
    expect(await pointsOf(t.db, userId)).toBe(0);
  });

  it('pays an award once, however often or concurrently it is asked for', async () => {
    const award = { userId, kind: POINT_KIND.checkIn, ref: '2026-11-25', points: 10 };
    const paid = await Promise.all([awardPoints(t.db, award), awardPoints(t.db, award), awardPoints(t.db, award)]);
    expect(paid.filter(Boolean)).toHaveLength(1);
    expect(await awardPoints(t.db, award)).toBe(false);
    expect(await pointsOf(t.db, userId)).toBe(10);
  });

  it('adds awards of other kinds or refs', async () => {
    expect(await awardPoints(t.db, { userId, kind: POINT_KIND.checkIn, ref: '2026-11-26', points: 10 })).toBe(true);
    expect(await awardPoints(t.db, { userId, kind: POINT_KIND.mission, ref: '2026-11-25:watch', points: 30 })).toBe(true);
    expect(await pointsOf(t.db, userId)).toBe(50);
  });
});
