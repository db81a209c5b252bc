import type { Kysely } from 'kysely';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import type { Locale } from '@/lib/domain/locale';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import type { Database } from '../../schema';
import { CHAT_MEMBER_PREFIX } from '../chat-members';
import { DEMO_USERNAME } from '../users';
import { FAN_LANGUAGES, FAN_TEAMS, FEED_MEMBERS, SPAM_MEMBERS } from './members';

const DAY = 86_400_000;
/** Posts go back this far; fixtures a little further, for previews written before the oldest posts' matches. */
export const FEED_DAYS = 10;

export type AuthorRole = 'demo' | 'fan' | 'member' | 'commentator' | 'spam';

export interface Author {
  id: number;
  username: string;
  displayName: string;
  lang: Locale;
  role: AuthorRole;
  /** The catalogue name of the club they follow, if any. */
  team: string | null;
}

export interface Team {
  id: number;
  name: string;
  slug: string;
  shortName: string;
  city: string;
  venue: string;
}

export interface Fixture {
  id: number;
  liveModeId: number;
  leagueSlug: string;
  leagueName: string;
  home: Team;
  away: Team;
  startTime: number;
  scheduleStatus: number;
  homeScore: number | null;
  awayScore: number | null;
  roomId: number | null;
  hostId: number | null;
}

/** What the feed seed writes about: its members and their friends, and the football of the seeded window. */
export interface World {
  now: number;
  authors: Author[];
  /** Every member's accepted friends. */
  friends: Map<number, Set<number>>;
  /** Football, which members write about. */
  fixtures: Fixture[];
  /** Matches of every sport that a commentator calls, which they announce. */
  hosted: Fixture[];
  /** The clubs members follow, by catalogue name (the first club of that name). */
  clubs: Map<string, Team>;
}

function languageOf(username: string, fanIndex: number): Locale {
  return FAN_LANGUAGES[fanIndex] ?? FEED_MEMBERS.find((m) => m.username === username)?.lang ?? 'vi';
}

export async function loadWorld(db: Kysely<Database>, now: number): Promise<World> {
  const users = await db.selectFrom('users').select(['id', 'username', 'displayName', 'siteRoleId']).orderBy('id').execute();
  const defs = new Map([...FEED_MEMBERS, ...SPAM_MEMBERS].map((m) => [m.username, m]));
  const spam = new Set(SPAM_MEMBERS.map((m) => m.username));
  const authors: Author[] = [];
  let fanIndex = 0;
  for (const u of users) {
    const base = { id: u.id, username: u.username, displayName: u.displayName };
    if (u.username.startsWith(CHAT_MEMBER_PREFIX) && u.siteRoleId === SITE_ROLE.member) {
      authors.push({ ...base, lang: languageOf(u.username, fanIndex), role: 'fan', team: FAN_TEAMS[fanIndex] ?? null });
      fanIndex += 1;
    } else if (u.username === DEMO_USERNAME) {
      authors.push({ ...base, lang: 'vi', role: 'demo', team: 'Hoàng Anh Gia Lai' });
    } else if (defs.has(u.username)) {
      authors.push({ ...base, lang: defs.get(u.username)?.lang ?? 'vi', role: spam.has(u.username) ? 'spam' : 'member', team: defs.get(u.username)?.team ?? null });
    } else if (u.siteRoleId === SITE_ROLE.commentator && u.username.startsWith('blv.')) {
      authors.push({ ...base, lang: 'vi', role: 'commentator', team: null });
    }
  }

  const friends = new Map<number, Set<number>>();
  const befriend = (a: number, b: number) => friends.set(a, (friends.get(a) ?? new Set()).add(b));
  for (const f of await db.selectFrom('friendships').select(['userLow', 'userHigh']).where('status', '=', 'accepted').execute()) {
    befriend(f.userLow, f.userHigh);
    befriend(f.userHigh, f.userLow);
  }

  const rows = await db
    .selectFrom('fixtures as f')
    .innerJoin('leagues as l', 'l.id', 'f.leagueId')
    .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
    .innerJoin('teams as a', 'a.id', 'f.awayTeamId')
    .leftJoin('venues as hv', 'hv.id', 'h.venueId')
    .leftJoin('venues as av', 'av.id', 'a.venueId')
    .leftJoin('venues as fv', 'fv.id', 'f.venueId')
    .select([
      'f.id', 'f.liveModeId', 'f.startTime', 'f.scheduleStatus', 'f.homeScore', 'f.awayScore', 'l.slug as leagueSlug', 'l.nameEn as leagueName',
      'h.id as homeId', 'h.name as homeName', 'h.slug as homeSlug', 'h.shortName as homeShort', 'hv.city as homeCity', 'hv.name as homeVenue',
      'a.id as awayId', 'a.name as awayName', 'a.slug as awaySlug', 'a.shortName as awayShort', 'av.city as awayCity', 'av.name as awayVenue',
      'fv.name as venue',
    ])
    .where('f.scheduleStatus', '!=', SCHEDULE_STATUS.cancel)
    .where('f.startTime', '>=', now - (FEED_DAYS + 1) * DAY)
    .where('f.startTime', '<=', now + 3 * DAY)
    .orderBy('f.startTime')
    .orderBy('f.id')
    .execute();
  const rooms = await db.selectFrom('liveRooms').select(['id', 'fixtureId', 'commentatorId']).orderBy('id').execute();
  const roomOf = new Map<number, { id: number; commentatorId: number }>();
  for (const r of rooms) if (!roomOf.has(r.fixtureId)) roomOf.set(r.fixtureId, r);

  const all = rows.map((r): Fixture => {
    const room = roomOf.get(r.id);
    return {
      id: r.id,
      liveModeId: r.liveModeId,
      leagueSlug: r.leagueSlug,
      leagueName: r.leagueName,
      home: { id: r.homeId, name: r.homeName, slug: r.homeSlug, shortName: r.homeShort, city: r.homeCity ?? '', venue: r.venue ?? r.homeVenue ?? '' },
      away: { id: r.awayId, name: r.awayName, slug: r.awaySlug, shortName: r.awayShort, city: r.awayCity ?? '', venue: r.awayVenue ?? '' },
      startTime: Number(r.startTime),
      scheduleStatus: r.scheduleStatus,
      homeScore: r.homeScore,
      awayScore: r.awayScore,
      roomId: room?.id ?? null,
      hostId: room?.commentatorId ?? null,
    };
  });
  const followed = [...new Set(authors.map((a) => a.team).filter((t): t is string => t !== null))];
  const clubRows = followed.length === 0 ? [] : await db
    .selectFrom('teams as t')
    .leftJoin('venues as v', 'v.id', 't.venueId')
    .select(['t.id', 't.name', 't.slug', 't.shortName', 'v.city', 'v.name as venue'])
    .where('t.name', 'in', followed)
    .orderBy('t.id')
    .execute();
  const clubs = new Map<string, Team>();
  for (const t of clubRows) if (!clubs.has(t.name)) clubs.set(t.name, { id: t.id, name: t.name, slug: t.slug, shortName: t.shortName, city: t.city ?? '', venue: t.venue ?? '' });
  const fixtures = all.filter((f) => f.liveModeId === LIVE_MODE.football);
  const hosted = all.filter((f) => f.hostId !== null);
  return { now, authors, friends, fixtures, hosted, clubs };
}

/** A match is over, with its score, by `now`. */
export const isFinished = (f: Fixture): f is Fixture & { homeScore: number; awayScore: number } =>
  f.scheduleStatus === SCHEDULE_STATUS.ended && f.homeScore !== null && f.awayScore !== null;

/** Two football clubs of one city: fans call it a derby. */
export const isDerby = (f: Fixture): boolean => f.liveModeId === LIVE_MODE.football && f.home.city !== '' && f.home.city === f.away.city;
