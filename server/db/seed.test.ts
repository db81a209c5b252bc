import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MODE, isLiveModeId } from '@/lib/domain/live-modes';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { parseScoreboard } from '@/lib/contract/scoreboard';
import { verifyPassword } from '@/server/auth/passwords';
import { ALWAYS_ON_MODES, fixtureStateAt } from '@/server/feed/simulated/clock';
import { renderMedia } from '@/server/media/render';
import { POSTER_MOTIF } from '@/server/media/poster';
import { HIGHLIGHT_CATEGORY_SLUGS, HIGHLIGHT_TYPE_SLUGS, highlightTypesOf, type HighlightCategory } from '@/lib/domain/highlights';
import { openDb, type Db } from './client';
import { migrateToLatest } from './migrate';
import { isSeeded, seed, type SeedSummary } from './seed';
import { LEAGUES } from '@/server/feed/simulated/catalog';
import { LocalCalendar } from '@/lib/format/local-calendar';

/** Sunday 22 November 2026, 20:00 in Ho Chi Minh City. */
const NOW = Date.UTC(2026, 10, 22, 13, 0);

async function freshDb(): Promise<Db> {
  const db = await openDb({ sqlitePath: ':memory:' });
  await migrateToLatest(db, 'sqlite');
  return db;
}

let db: Db;
let summary: SeedSummary;

beforeAll(async () => {
  db = await freshDb();
  summary = await seed(db, { now: NOW });
});
afterAll(() => db.destroy());

describe('seed', () => {
  it('reports how many rows it put in each table', async () => {
    for (const [table, count] of Object.entries(summary)) {
      const row = await db.selectFrom(table as keyof SeedSummary).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(row.n), table).toBe(count);
      expect(count, table).toBeGreaterThan(0);
    }
  });

  it('refuses a database that already holds live modes', async () => {
    expect(await isSeeded(db)).toBe(true);
    await expect(seed(db, { now: NOW })).rejects.toThrow(/already seeded/);
    const other = await freshDb();
    expect(await isSeeded(other)).toBe(false);
    await other.destroy();
  });

  it('gives identical rows for the same seed and time, and other fixtures for another seed', async () => {
    const [a, b] = [await freshDb(), await freshDb()];
    await seed(a, { now: NOW });
    await seed(b, { now: NOW, seed: 7 });
    for (const table of Object.keys(summary) as (keyof SeedSummary)[]) {
      const mine = await db.selectFrom(table).selectAll().execute();
      const again = await a.selectFrom(table).selectAll().execute();
      // Password hashes carry a random salt by design.
      const strip = (rows: Record<string, unknown>[]) => rows.map(({ passwordHash: _hash, ...rest }) => rest);
      expect(strip(again), table).toEqual(strip(mine));
    }
    const staticIds = async (d: Db) => (await d.selectFrom('fixtures').select('staticId').orderBy('id').execute()).map((r) => r.staticId);
    expect(await staticIds(b)).not.toEqual(await staticIds(db));
    await Promise.all([a.destroy(), b.destroy()]);
    // Two more seeds (four password hashes) on a busy machine.
  }, 30_000);

  it('has the fifteen live modes with names in three languages', async () => {
    const modes = await db.selectFrom('liveModes').selectAll().orderBy('id').execute();
    expect(modes.map((m) => m.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(modes.find((m) => m.id === LIVE_MODE.marble)).toMatchObject({ nameVi: 'Đua bi', nameEn: 'Marble race', nameZh: '彈珠賽跑', livemode: 7 });
    expect(modes.every((m) => m.nameVi && m.nameEn && m.nameZh)).toBe(true);
  });
});

describe('seeded fixtures', () => {
  it('run from five days ago to five days ahead, every day with a full programme', async () => {
    const cal = new LocalCalendar(NOW);
    const fixtures = await db.selectFrom('fixtures').select('startTime').where('liveModeId', 'not in', ALWAYS_ON_MODES).execute();
    const perDay = new Map<number, number>();
    for (const f of fixtures) perDay.set(cal.dayOffsetOf(f.startTime), (perDay.get(cal.dayOffsetOf(f.startTime)) ?? 0) + 1);
    expect([...perDay.keys()].sort((x, y) => x - y)).toEqual([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5]);
    for (const [day, count] of perDay) {
      expect(count, `day ${day}`).toBeGreaterThanOrEqual(40);
      expect(count, `day ${day}`).toBeLessThanOrEqual(80);
    }
  });

  it('pair two different teams of the fixture league, at the home ground', async () => {
    const rows = await db
      .selectFrom('fixtures as f')
      .innerJoin('leagues as l', 'l.id', 'f.leagueId')
      .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
      .innerJoin('teams as a', 'a.id', 'f.awayTeamId')
      .select(['f.id', 'f.liveModeId', 'f.venueId', 'l.id as leagueId', 'l.liveModeId as leagueMode', 'h.leagueId as homeLeague', 'a.leagueId as awayLeague', 'h.venueId as homeVenue', 'h.id as homeId', 'a.id as awayId'])
      .execute();
    expect(rows).toHaveLength(summary.fixtures);
    for (const r of rows) {
      expect(r.homeLeague).toBe(r.leagueId);
      expect(r.awayLeague).toBe(r.leagueId);
      expect(r.homeId).not.toBe(r.awayId);
      expect(r.liveModeId).toBe(r.leagueMode);
      expect(r.venueId).toBe(r.homeVenue);
    }
  });

  it('never have a team play twice on one day of its competition\'s calendar', async () => {
    const calendars = new Map(LEAGUES.map((def, i) => [i + 1, new LocalCalendar(NOW, def.zone)]));
    const fixtures = await db.selectFrom('fixtures').select(['leagueId', 'startTime', 'homeTeamId', 'awayTeamId']).execute();
    const seen = new Set<string>();
    for (const f of fixtures) {
      const cal = calendars.get(f.leagueId);
      if (!cal) throw new Error(`no league ${f.leagueId}`);
      for (const team of [f.homeTeamId, f.awayTeamId]) {
        const key = `${team}@${cal.dayOffsetOf(f.startTime)}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('carry the state the clock gives at seed time', async () => {
    const fixtures = await db.selectFrom('fixtures').selectAll().execute();
    for (const f of fixtures) {
      const knockout = LEAGUES[f.leagueId - 1]?.knockout ?? false;
      expect({ status: f.status, scheduleStatus: f.scheduleStatus, homeScore: f.homeScore, awayScore: f.awayScore, scoreboard: parseScoreboard(f.scoreboard) }).toEqual(fixtureStateAt({ ...f, knockout }, NOW));
      expect(f.updatedAt).toBe(NOW);
    }
    expect(fixtures.some((f) => f.scheduleStatus === 2)).toBe(true);
    for (const status of ['postponed', 'cancelled', 'wo', 'abandoned']) expect(fixtures.some((f) => f.status === status), status).toBe(true);
  });

  it('carry full scoreboards for finished matches of the sports that keep one, none for football', async () => {
    const fixtures = await db.selectFrom('fixtures').select(['liveModeId', 'status', 'scoreboard']).execute();
    const finished = fixtures.filter((f) => f.status === 'ft' && f.liveModeId !== LIVE_MODE.football && !ALWAYS_ON_MODES.some((m) => m === f.liveModeId));
    expect(finished.length).toBeGreaterThan(0);
    for (const f of finished) expect(parseScoreboard(f.scoreboard), `mode ${f.liveModeId}`).toMatchObject({ current: null, clock: null, game: null, server: null });
    expect(fixtures.filter((f) => f.liveModeId === LIVE_MODE.football).every((f) => f.scoreboard === null)).toBe(true);
  });

  it('have unique seven-digit static ids', async () => {
    const ids = (await db.selectFrom('fixtures').select('staticId').execute()).map((r) => r.staticId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id >= 1_000_000 && id <= 9_999_999)).toBe(true);
  });
});

describe('seeded rooms', () => {
  it('are hosted by commentators, with a stream key per room', async () => {
    const rooms = await db
      .selectFrom('liveRooms as r')
      .innerJoin('users as u', 'u.id', 'r.commentatorId')
      .innerJoin('fixtures as f', 'f.id', 'r.fixtureId')
      .select(['r.id', 'r.streamKey', 'r.liveModeId', 'r.viewerCount', 'r.titleVi', 'r.titleEn', 'r.titleZh', 'u.siteRoleId', 'f.liveModeId as fixtureMode', 'f.startTime', 'u.id as host'])
      .execute();
    expect(rooms).toHaveLength(summary.liveRooms);
    const slots = new Map<number, number[]>();
    for (const r of rooms) {
      expect(r.siteRoleId).toBe(SITE_ROLE.commentator);
      expect(r.streamKey).toBe(`room-${r.id}`);
      expect(r.liveModeId).toBe(r.fixtureMode);
      expect(r.viewerCount).toBeGreaterThan(0);
      for (const title of [r.titleVi, r.titleEn, r.titleZh]) expect(title.length).toBeGreaterThan(5);
      const starts = slots.get(r.host) ?? [];
      expect(starts.every((t) => Math.abs(t - r.startTime) >= 150 * 60_000)).toBe(true);
      slots.set(r.host, [...starts, r.startTime]);
    }
  });

  it('give every Premier League and V.League 1 match one to three rooms', async () => {
    const rows = await db
      .selectFrom('fixtures as f')
      .innerJoin('leagues as l', 'l.id', 'f.leagueId')
      .leftJoin('liveRooms as r', 'r.fixtureId', 'f.id')
      .select(['f.id', (eb) => eb.fn.count<number>('r.id').as('rooms')])
      .where('l.nameVi', 'in', ['Premier League', 'V.League 1'])
      .where('f.scheduleStatus', '!=', 5)
      .groupBy('f.id')
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) expect(Number(r.rooms)).toBeGreaterThanOrEqual(1);
    for (const r of rows) expect(Number(r.rooms)).toBeLessThanOrEqual(3);
  });
});

describe('seeded people and clubs', () => {
  it('has 24 commentators, six studio hosts, staff, and a demo member who can sign in', async () => {
    const users = await db.selectFrom('users').selectAll().execute();
    const hosts = users.filter((u) => u.siteRoleId === SITE_ROLE.commentator);
    expect(hosts.filter((u) => !u.username.startsWith('studio.'))).toHaveLength(24);
    expect(hosts.filter((u) => u.username.startsWith('studio.'))).toHaveLength(6);
    expect(users.filter((u) => u.siteRoleId === SITE_ROLE.commentator).some((u) => u.displayName.startsWith('BLV '))).toBe(false);
    for (const role of [SITE_ROLE.staff, SITE_ROLE.customerCare, SITE_ROLE.leaderOperator]) expect(users.some((u) => u.siteRoleId === role)).toBe(true);
    // Staff and hosts have no password anyone knows until an operator sets one.
    const admin = users.find((u) => u.username === 'admin');
    expect(admin?.siteRoleId).toBe(SITE_ROLE.staff);
    for (const guess of ['demo12345', 'admin', 'password', '']) expect(await verifyPassword(guess, admin?.passwordHash ?? '')).toBe(false);
    const demo = users.find((u) => u.username === 'demo');
    expect(demo?.siteRoleId).toBe(SITE_ROLE.member);
    expect(await verifyPassword('demo12345', demo?.passwordHash ?? '')).toBe(true);
    expect(demo?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it('gives every football club a squad of 18 with distinct shirt numbers', async () => {
    const players = await db.selectFrom('players').innerJoin('teams', 'teams.id', 'players.teamId').innerJoin('leagues', 'leagues.id', 'teams.leagueId')
      .select(['players.teamId', 'players.shirtNumber', 'players.position', 'leagues.liveModeId']).execute();
    const byTeam = new Map<number, number[]>();
    for (const p of players) {
      expect(p.liveModeId).toBe(LIVE_MODE.football);
      expect(['GK', 'DF', 'MF', 'FW']).toContain(p.position);
      byTeam.set(p.teamId, [...(byTeam.get(p.teamId) ?? []), p.shirtNumber]);
    }
    for (const numbers of byTeam.values()) {
      expect(numbers).toHaveLength(18);
      expect(new Set(numbers).size).toBe(18);
    }
  });

  it('stores image URLs the media route can draw', async () => {
    const urls = [
      ...(await db.selectFrom('teams').select('logo as url').limit(5).execute()),
      ...(await db.selectFrom('leagues').select('logo as url').execute()),
      ...(await db.selectFrom('players').select('photo as url').limit(5).execute()),
      ...(await db.selectFrom('users').select('profilePicture as url').execute()),
      ...(await db.selectFrom('banners').select('image as url').execute()),
      ...(await db.selectFrom('highlightClips').select('poster as url').limit(40).execute()),
    ].map((r) => r.url ?? '');
    for (const url of urls) {
      const parsed = new URL(url, 'http://localhost');
      expect(renderMedia(parsed.pathname.split('/').slice(2), parsed.searchParams).status, url).toBe(200);
    }
  });
});

describe('seeded highlights', () => {
  it('fills every football clip type, and each other sport only the types it has', async () => {
    const rows = await db.selectFrom('highlightClips').select(['category', 'type']).distinct().execute();
    const typesOf = (category: string) => rows.filter((r) => r.category === category).map((r) => r.type).sort();
    expect(typesOf('bong-da')).toEqual([...HIGHLIGHT_TYPE_SLUGS].sort());
    expect([...new Set(rows.map((r) => r.category))].sort()).toEqual([...HIGHLIGHT_CATEGORY_SLUGS].sort());
    for (const category of new Set(rows.map((r) => r.category))) {
      expect(highlightTypesOf(category as HighlightCategory), category).toEqual(expect.arrayContaining(typesOf(category)));
      expect(typesOf(category), category).toEqual(expect.arrayContaining(['highlight-mo-rong', 'phong-van', 'tran-dau']));
    }
  });

  it("draws each sport's posters on its own art", async () => {
    const posters = await db.selectFrom('highlightClips').select(['category', 'poster']).execute();
    for (const { category, poster } of posters) {
      expect(poster, category).toMatch(new RegExp(`^/media/banner/${POSTER_MOTIF[category as HighlightCategory]}-clip-`));
    }
  });
});

describe('seeded site content', () => {
  it('fills the three menu sections with relative links and valid live modes', async () => {
    const menus = await db.selectFrom('menus').selectAll().execute();
    for (const section of ['header-v4', 'nav', 'footerv4']) expect(menus.filter((m) => m.section === section).length).toBeGreaterThan(4);
    for (const m of menus) {
      expect(m.href.startsWith('/')).toBe(true);
      if (m.liveModeId !== null) expect(isLiveModeId(m.liveModeId)).toBe(true);
    }
    expect(menus.find((m) => m.section === 'nav' && m.liveModeId === LIVE_MODE.football)?.href).toBe('/lich-truc-tiep/the-thao/bong-da');
  });

  it('has hero and side banners, marquee items and a main domain', async () => {
    const banners = await db.selectFrom('banners').selectAll().execute();
    expect(banners.filter((b) => b.position === 'home-hero').length).toBeGreaterThanOrEqual(3);
    expect(banners.filter((b) => b.position === 'home-side')).toHaveLength(2);
    const marquee = await db.selectFrom('marquee').selectAll().where('active', '=', 1).execute();
    expect(marquee.length).toBeGreaterThanOrEqual(5);
    const domains = await db.selectFrom('domains').selectAll().execute();
    expect(domains.filter((d) => d.kind === 'main')).toHaveLength(1);
  });
});

describe('seeded studio rooms', () => {
  it('keep every casino, slot, card-game and marble table on air now, each with its own host', async () => {
    const live = await db
      .selectFrom('fixtures as f')
      .innerJoin('liveRooms as r', 'r.fixtureId', 'f.id')
      .innerJoin('users as u', 'u.id', 'r.commentatorId')
      .select(['f.liveModeId', 'f.homeTeamId', 'f.status', 'u.username'])
      .where('f.liveModeId', 'in', ALWAYS_ON_MODES)
      .where('f.scheduleStatus', '=', 2)
      .execute();
    expect(new Set(live.map((r) => r.liveModeId))).toEqual(new Set(ALWAYS_ON_MODES));
    expect(live).toHaveLength(6);
    expect(live.every((r) => r.status === 'live' && r.username.startsWith('studio.'))).toBe(true);
    expect(new Set(live.map((r) => r.username)).size).toBe(6);
  });
});
