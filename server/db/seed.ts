import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { DEFAULT_SEED } from '@/lib/random/faker';
import { defaultUploadsDir } from '@/server/api/account-deps';
import { hashPassword } from '@/server/auth/passwords';
import { coverageOf } from '@/server/feed/programme/coverage';
import { planRooms, type PlannedRoom } from '@/server/feed/programme/rooms';
import { simulatedMatchLength } from '@/server/feed/simulated/clock';
import { buildFixtures } from '@/server/feed/simulated/fixtures';
import { buildLeagues } from '@/server/feed/simulated/leagues';
import { recordSeededWindow } from '@/server/feed/simulated/window';
import { feedDb } from '@/server/feed/tables';
import { refreshSearchIndex } from '@/server/services/search/refresh';
import type { Db } from './client';
import type { Database, Row } from './schema';
import { buildBanners } from './seed/banners';
import { seedChat } from './seed/chat';
import { buildChatMembers } from './seed/chat-members';
import { buildDomains } from './seed/domains';
import { seedHighlights } from './seed/highlights';
import { insertRows } from './seed/insert';
import { buildLiveModes } from './seed/live-modes';
import { leagueRows, teamRows } from './seed/logos';
import { buildManagers } from './seed/managers';
import { buildMarquee } from './seed/marquee';
import { buildMenus } from './seed/menus';
import { NEWS_SEED_ARTICLES } from './seed/news';
import { newsEditorRows, seedNews } from './seed/news/seed-news';
import { seedComments } from './seed/comments/seed-comments';
import { placeGroupPosts } from './seed/feed/group-posts';
import { seedCommunity } from './seed/community/seed-community';
import { feedMemberRows } from './seed/feed/members';
import { seedFeed } from './seed/feed/seed-feed';
import { buildPlayers } from './seed/players';
import { buildPromotions } from './seed/promotions';
import type { SeededTable } from './seed/rows';
import { buildSeasons } from './seed/season';
import { DEMO_PASSWORD, buildUsers } from './seed/users';

export type SeedSummary = Record<SeededTable, number>;

export interface SeedOptions {
  /** The moment the data is built around: fixtures run from five days before to five days after. */
  now: number;
  /** Faker seed; the same seed and `now` give the same rows. */
  seed?: number;
  /** Where the feed's drawn pictures are stored; the server's uploads folder unless given. */
  uploadsDir?: string;
}

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('liveModes').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Fills an empty, migrated database with the demo data in one transaction; refuses a seeded one. */
export async function seed(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const seedValue = opts.seed ?? DEFAULT_SEED;
  const { now } = opts;
  const [demo, locked] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(randomBytes(32).toString('base64'))]);

  const leagueData = buildLeagues();
  const players = buildPlayers(leagueData.teams, { seed: seedValue, now });
  const users = [...buildUsers({ seed: seedValue, now, hashes: { demo, locked } }), ...buildChatMembers({ seed: seedValue, now, lockedHash: locked }), ...newsEditorRows(now, locked), ...feedMemberRows(now, locked)];
  const fixtures = buildFixtures(leagueData, { seed: seedValue, now });
  const commentators = users.filter((u) => u.siteRoleId === SITE_ROLE.commentator);
  const coverage = coverageOf(leagueData.leagues, leagueData.teams.map((t) => t.row));
  const rooms = planRooms(fixtures, coverage, commentators, { seed: seedValue, matchLength: simulatedMatchLength });
  const managers = buildManagers(leagueData.teams, { seed: seedValue, now });
  const seasons = buildSeasons(leagueData, players, { seed: seedValue, now, asOf: Math.min(now, ...fixtures.map((f) => f.startTime)) });

  return db.transaction().execute(async (trx) => {
    if (await isSeeded(trx)) throw new Error('The database is already seeded.');
    // Property values run in order, so each table is filled after the ones it refers to.
    const summary = {
      liveModes: await insertRows(trx, 'liveModes', buildLiveModes()),
      leagues: await insertRows(trx, 'leagues', leagueRows(leagueData)),
      venues: await insertRows(trx, 'venues', leagueData.venues),
      teams: await insertRows(trx, 'teams', teamRows(leagueData)),
      players: await insertRows(trx, 'players', players),
      managers: await insertRows(trx, 'managers', managers),
      teamSeasons: await insertRows(trx, 'teamSeasons', seasons.teamSeasons),
      playerSeasons: await insertRows(trx, 'playerSeasons', seasons.playerSeasons),
      users: await insertRows(trx, 'users', users),
      fixtures: await insertRows(trx, 'fixtures', fixtures),
      liveRooms: await insertRows(trx, 'liveRooms', await withHostIds(trx, rooms)),
      menus: await insertRows(trx, 'menus', buildMenus()),
      marquee: await insertRows(trx, 'marquee', buildMarquee()),
      banners: await insertRows(trx, 'banners', buildBanners()),
      domains: await insertRows(trx, 'domains', buildDomains()),
      promotions: await insertRows(trx, 'promotions', buildPromotions(now)),
      ...(await seedChat(trx, { seed: seedValue, now })),
      ...(await seedNews(trx, NEWS_SEED_ARTICLES, { now })),
      ...(await seedComments(trx, { now })),
      ...(await seedHighlights(trx, { now })),
      // Groups, places and watch parties before the posts, which may belong to them.
      ...(await seedCommunity(trx, { seed: seedValue, now, uploadsDir: opts.uploadsDir ?? defaultUploadsDir() })),
    };
    // Last: posts talk about the fixtures, link their rooms, and are commented on like articles.
    const feed = await seedFeed(trx, { seed: seedValue, now, uploadsDir: opts.uploadsDir ?? defaultUploadsDir() });
    const total: SeedSummary = {
      ...summary,
      ...feed.tables,
      ...(await groupPostsSummary(trx, feed.tables, now)),
      friendships: summary.friendships + feed.added.friendships,
      comments: summary.comments + feed.added.comments,
      commentReactions: summary.commentReactions + feed.added.commentReactions,
    };
    await recordSeededWindow(feedDb(trx), fixtures, seedValue, now);
    await refreshSearchIndex(trx);
    return total;
  });
}

/** Puts posts in the groups; the posts a closed group gets of its own count with the feed's (hashtags are counted from the table). */
async function groupPostsSummary(trx: Db, tables: { posts: number }, now: number): Promise<{ groupPins: number; posts: number; postHashtags: number }> {
  const { groupPins, posts } = await placeGroupPosts(trx, now);
  const tags = await trx.selectFrom('postHashtags').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return { groupPins, posts: tables.posts + posts, postHashtags: Number(tags.n) };
}

/**
 * Fills the sections added after a database was seeded, whose tables are still empty, so an install
 * that predates them gets their demo content on its next start. Null when there was nothing to add.
 */
export async function seedNewSections(db: Db, opts: { now: number; uploadsDir?: string }): Promise<Partial<SeedSummary> | null> {
  return db.transaction().execute(async (trx) => {
    const hasNews = await trx.selectFrom('newsArticles').select('id').limit(1).executeTakeFirst();
    const hasHighlights = await trx.selectFrom('highlightClips').select('id').limit(1).executeTakeFirst();
    // Comments come after the articles they sit under, whether those were just filed or long before.
    const hasComments = await trx.selectFrom('comments').select('id').limit(1).executeTakeFirst();
    const hasPosts = await trx.selectFrom('posts').select('id').limit(1).executeTakeFirst();
    const hasGroups = await trx.selectFrom('communityGroups').select('id').limit(1).executeTakeFirst();
    const added: Partial<SeedSummary> = {
      ...(hasNews ? {} : await seedNews(trx, NEWS_SEED_ARTICLES, opts)),
      ...(hasComments ? {} : await seedComments(trx, opts)),
      ...(hasHighlights ? {} : await seedHighlights(trx, opts)),
      ...(hasGroups ? {} : await seedCommunity(trx, { now: opts.now, uploadsDir: opts.uploadsDir ?? defaultUploadsDir() })),
    };
    if (!hasPosts) {
      const feed = await seedFeed(trx, { seed: DEFAULT_SEED, now: opts.now, uploadsDir: opts.uploadsDir ?? defaultUploadsDir() });
      Object.assign(added, feed.tables, await groupPostsSummary(trx, feed.tables, opts.now));
      for (const [table, rows] of Object.entries(feed.added) as [keyof typeof feed.added, number][]) added[table] = (added[table] ?? 0) + rows;
    }
    return Object.keys(added).length > 0 ? added : null;
  });
}

/** Users get their ids from the database; rooms learn them by username. */
async function withHostIds(db: Kysely<Database>, rooms: readonly PlannedRoom[]): Promise<Row<'liveRooms'>[]> {
  const usernames = [...new Set(rooms.map((r) => r.commentatorUsername))];
  if (usernames.length === 0) return [];
  const users = await db.selectFrom('users').select(['id', 'username']).where('username', 'in', usernames).execute();
  const idOf = new Map(users.map((u) => [u.username, u.id]));
  return rooms.map(({ commentatorUsername, ...room }) => {
    const commentatorId = idOf.get(commentatorUsername);
    if (commentatorId === undefined) throw new Error(`no user ${commentatorUsername}`);
    return { ...room, commentatorId };
  });
}
