import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALWAYS_ON_MODES } from '@/lib/domain/live-modes';
import { openDb, type Db } from '../../client';
import { migrateToLatest } from '../../migrate';
import { seed } from '../../seed';
import { DEMO_USERNAME } from '../users';

/** Sunday 22 November 2026, 20:00 in Ho Chi Minh City. */
const NOW = Date.UTC(2026, 10, 22, 13, 0);

let db: Db;
beforeAll(async () => {
  db = await openDb({ sqlitePath: ':memory:' });
  await migrateToLatest(db, 'sqlite');
  await seed(db, { now: NOW, uploadsDir: path.join(os.tmpdir(), 'portal-community-seed') });
}, 60_000);
afterAll(() => db.destroy());

const demoId = async () => (await db.selectFrom('users').select('id').where('username', '=', DEMO_USERNAME).executeTakeFirstOrThrow()).id;

describe('seeded groups, places and watch parties', () => {
  it('has a dozen groups with names, descriptions and rules in three languages, and drawn covers', async () => {
    const groups = await db.selectFrom('communityGroups').selectAll().execute();
    expect(groups.length).toBeGreaterThanOrEqual(12);
    for (const g of groups) {
      expect(new Set([g.nameVi, g.nameEn, g.nameZh]).size, g.nameEn).toBeGreaterThan(1);
      expect(g.descriptionEn).not.toBe(g.descriptionVi);
      expect((JSON.parse(g.rulesZh) as string[]).length).toBeGreaterThan(0);
      expect(g.cover).toMatch(/^\/media\/uploads\/covers\/[0-9a-f]{32}\.webp$/);
    }
    expect(groups.filter((g) => g.privacy === 'private').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps each group\'s member count equal to its members, with exactly one owner', async () => {
    const rows = await db.selectFrom('groupMembers').select(['groupId', 'role']).execute();
    for (const g of await db.selectFrom('communityGroups').select(['id', 'memberCount']).execute()) {
      const mine = rows.filter((r) => r.groupId === g.id);
      expect(mine.length).toBe(g.memberCount);
      expect(mine.filter((r) => r.role === 'owner')).toHaveLength(1);
    }
  });

  it('puts the demo member in several groups, running one, with requests waiting for it', async () => {
    const id = await demoId();
    const roles = await db.selectFrom('groupMembers').select(['groupId', 'role']).where('userId', '=', id).execute();
    expect(roles.length).toBeGreaterThanOrEqual(4);
    const run = roles.find((r) => r.role === 'admin');
    expect(run).toBeDefined();
    const waiting = await db.selectFrom('groupJoinRequests').select('userId').where('groupId', '=', run?.groupId ?? 0).where('state', '=', 'pending').execute();
    expect(waiting.length).toBeGreaterThan(0);
    expect(await db.selectFrom('groupJoinRequests').select('groupId').where('userId', '=', id).execute()).toHaveLength(1);
  });

  it('makes every ground of a real sport a stadium place, with cafés and clubs in several cities', async () => {
    const grounds = await db
      .selectFrom('venues as v')
      .innerJoin('teams as t', 't.venueId', 'v.id')
      .innerJoin('leagues as l', 'l.id', 't.leagueId')
      .select('v.id')
      .distinct()
      .where('l.liveModeId', 'not in', [...ALWAYS_ON_MODES])
      .execute();
    const stadiums = await db.selectFrom('places').select('venueId').where('kind', '=', 'stadium').execute();
    expect(new Set(stadiums.map((s) => s.venueId))).toEqual(new Set(grounds.map((g) => g.id)));
    const others = await db.selectFrom('places').select(['kind', 'city', 'addressEn', 'addressZh']).where('kind', '!=', 'stadium').execute();
    expect(others.length).toBeGreaterThanOrEqual(12);
    expect(new Set(others.map((p) => p.city)).size).toBeGreaterThanOrEqual(4);
    expect(others.every((p) => p.addressEn !== p.addressZh)).toBe(true);
  });

  it('plans about fifteen watch parties for coming fixtures, at a place or in one of the match\'s rooms, with answers counted', async () => {
    const parties = await db.selectFrom('communityEvents as e').innerJoin('fixtures as f', 'f.id', 'e.fixtureId').leftJoin('liveRooms as r', 'r.id', 'e.roomId').select(['e.id', 'e.placeId', 'e.roomId', 'e.goingCount', 'e.interestedCount', 'e.capacity', 'e.titleZh', 'e.titleVi', 'f.startTime', 'f.id as fixtureId', 'r.fixtureId as roomFixture']).execute();
    expect(parties.length).toBeGreaterThanOrEqual(12);
    const answers = await db.selectFrom('eventRsvps').select(['eventId', 'status']).execute();
    for (const p of parties) {
      expect(p.startTime).toBeGreaterThan(NOW);
      expect((p.placeId === null) !== (p.roomId === null)).toBe(true);
      if (p.roomId !== null) expect(p.roomFixture).toBe(p.fixtureId);
      expect(p.titleZh).not.toBe(p.titleVi);
      expect(answers.filter((a) => a.eventId === p.id && a.status === 'going').length).toBe(p.goingCount);
      expect(answers.filter((a) => a.eventId === p.id && a.status === 'interested').length).toBe(p.interestedCount);
      if (p.capacity !== null) expect(p.goingCount).toBeLessThanOrEqual(p.capacity);
    }
    const demo = await db.selectFrom('eventRsvps').select('status').where('userId', '=', await demoId()).execute();
    expect(demo.some((a) => a.status === 'going')).toBe(true);
  });
});
