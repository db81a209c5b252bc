import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { openDb, type Db } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import type { Row } from '@/server/db/schema';
import { createFeed } from './feed';
import { createProgramme } from './programme';
import { BUSY_MS } from './programme/rooms';
import type { PublishedDay, SportsDataVendor } from './vendor';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 22, 10, 0);

const fixture = (id: number, leagueId: number, home: number, away: number, startTime: number): Row<'fixtures'> => ({
  id, staticId: 1_000_000 + id, liveModeId: LIVE_MODE.football, leagueId, homeTeamId: home, awayTeamId: away, venueId: null,
  startTime, status: '19:00', scheduleStatus: SCHEDULE_STATUS.comingUp, homeScore: null, awayScore: null, updatedAt: T0,
});

/** Two matches to play and one the vendor knows will be postponed, published on the first advance only. */
const FIXTURES = [fixture(1, 1, 1, 2, T0 + HOUR), fixture(2, 2, 3, 4, T0 + HOUR + 30 * 60_000), fixture(3, 2, 5, 6, T0 + 2 * HOUR)];
const POSTPONED = 3;

/** A vendor with nothing behind it: no simulator, no catalogue, just fixtures it writes and reports. */
function stubVendor(): SportsDataVendor {
  let published = false;
  return {
    name: 'stub',
    async publishFixtures({ db }): Promise<PublishedDay[]> {
      if (published) return [];
      published = true;
      await db.insertInto('fixtures').values(FIXTURES).execute();
      const fixtures = FIXTURES.map((f) => ({ ...f, status: f.id === POSTPONED ? 'postponed' : f.status }));
      return [{ day: '2026-11-22', knownAt: T0, fixtures }];
    },
    updateStates: async () => [],
    writeEvents: async () => 0,
    writeOdds: async () => 0,
  };
}

/** The listings a site has before any vendor runs: leagues, teams and its commentators. */
async function site(): Promise<Db> {
  const db = await openDb({ sqlitePath: ':memory:' });
  await migrateToLatest(db, 'sqlite');
  await db.insertInto('liveModes').values({ id: LIVE_MODE.football, slug: 'football', icon: '', nameVi: 'Bóng đá', nameEn: 'Football', nameZh: '足球', livemode: 1, sort: 1 }).execute();
  const league = (id: number, name: string, priority: number) => ({ id, nameVi: name, nameEn: name, nameZh: name, slug: name.toLowerCase(), country: 'Vietnam', logo: '', liveModeId: LIVE_MODE.football, priority });
  await db.insertInto('leagues').values([league(1, 'Top League', 1), league(2, 'Lower League', 20)]).execute();
  const teams = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Team ${id}`, slug: `team-${id}`, shortName: `T${id}`, logo: '', leagueId: id <= 2 ? 1 : 2, venueId: null }));
  await db.insertInto('teams').values(teams).execute();
  const host = (n: number) => ({ username: `host${n}`, passwordHash: '-', displayName: `Host ${n}`, nickname: null, profilePicture: null, siteRoleId: SITE_ROLE.commentator, email: null, phone: null, createdAt: T0 });
  await db.insertInto('users').values([1, 2, 3, 4, 5].map(host)).execute();
  return db;
}

const programme = createProgramme({ matchLength: () => 2 * HOUR });
const open: Db[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.destroy()));
});

async function runStub(seed: number) {
  const db = await site();
  open.push(db);
  const feed = createFeed(db, { vendor: stubVendor(), programme, seed });
  const first = await feed.advance(T0);
  const again = await feed.advance(T0 + 60_000);
  const rooms = await db.selectFrom('liveRooms').select(['id', 'fixtureId', 'commentatorId', 'titleEn', 'viewerCount']).orderBy('id').execute();
  const tips = await db.selectFrom('tips').select(['fixtureId', 'authorId', 'market', 'selection']).orderBy('fixtureId').orderBy('authorId').execute();
  return { first, again, rooms, tips };
}

describe('the site programme against a vendor stub', () => {
  it('gives every match to be played a room and a host, and the postponed one none', async () => {
    const { first, rooms } = await runStub(7);
    expect(first).toMatchObject({ days: ['2026-11-22'], fixtures: 3, rooms: rooms.length });
    expect(new Set(rooms.map((r) => r.fixtureId))).toEqual(new Set([1, 2]));
    // The two kick-offs are closer than a host needs between matches, so nobody hosts both.
    const hostsOf = (id: number) => new Set(rooms.filter((r) => r.fixtureId === id).map((r) => r.commentatorId));
    expect(FIXTURES[1]?.startTime).toBeLessThan(T0 + HOUR + BUSY_MS);
    expect([...hostsOf(1)].some((h) => hostsOf(2).has(h))).toBe(false);
  });

  it('has each host post a tip on the match of a new room, once', async () => {
    const { first, again, rooms, tips } = await runStub(7);
    expect(tips.map((t) => `${t.fixtureId}:${t.authorId}`).sort()).toEqual(rooms.map((r) => `${r.fixtureId}:${r.commentatorId}`).sort());
    expect(first.tips).toBe(tips.length);
    expect(again).toMatchObject({ days: [], rooms: 0, tips: 0 });
  });

  it('plans the same rooms, hosts and tips from the same seed', async () => {
    const [a, b] = [await runStub(7), await runStub(7)];
    expect(b.rooms).toEqual(a.rooms);
    expect(b.tips).toEqual(a.tips);
  });
});
