import { LIVE_MODE } from '@/lib/domain/live-modes';
import { READABLE_STATUSES } from '@/lib/domain/news';
import type { SearchKind } from '@/lib/domain/search';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { foldText, searchWords } from '@/lib/format/fold';
import type { Db } from '@/server/db/client';
import { postGroupReadableBy } from '../groups/visibility';
import { clipSectionWords } from './clip-words';

/**
 * What the index holds for each kind: the folded text of the rows that may be found. A row that
 * must not be found (a private conversation, a team outside football, a deleted tip) has no text,
 * so its entry is removed.
 */

/** Enough of a tip's analysis, in each language, to find it by; the rest adds nothing a visitor types. */
const ANALYSIS_CHARS = 600;

// Words only, as queries are split (searchTokens): PostgreSQL's parser would keep "v.league" as one
// token that "league" never finds.
const text = (...parts: readonly (string | null)[]) => searchWords(foldText(parts.filter(Boolean).join(' '))).join(' ');

type Documents = (db: Db, ids: readonly number[]) => Promise<Map<number, string>>;

const matches: Documents = async (db, ids) => {
  const rows = await db
    .selectFrom('fixtures as f')
    .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
    .innerJoin('teams as a', 'a.id', 'f.awayTeamId')
    .select(['f.id', 'h.name as homeName', 'h.shortName as homeShort', 'a.name as awayName', 'a.shortName as awayShort'])
    .where('f.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, text(r.homeName, r.homeShort, r.awayName, r.awayShort)]));
};

// Team, player and league pages exist for football only, so only football's are found.
const teams: Documents = async (db, ids) => {
  const rows = await db
    .selectFrom('teams as t')
    .innerJoin('leagues as l', 'l.id', 't.leagueId')
    .select(['t.id', 't.name', 't.shortName'])
    .where('t.id', 'in', [...ids])
    .where('l.liveModeId', '=', LIVE_MODE.football)
    .execute();
  return new Map(rows.map((r) => [r.id, text(r.name, r.shortName)]));
};

const players: Documents = async (db, ids) => {
  const rows = await db
    .selectFrom('players as p')
    .innerJoin('teams as t', 't.id', 'p.teamId')
    .innerJoin('leagues as l', 'l.id', 't.leagueId')
    .select(['p.id', 'p.name'])
    .where('p.id', 'in', [...ids])
    .where('l.liveModeId', '=', LIVE_MODE.football)
    .execute();
  return new Map(rows.map((r) => [r.id, text(r.name)]));
};

const leagues: Documents = async (db, ids) => {
  const rows = await db.selectFrom('leagues').select(['id', 'nameVi', 'nameEn', 'nameZh', 'country']).where('id', 'in', [...ids]).where('liveModeId', '=', LIVE_MODE.football).execute();
  return new Map(rows.map((r) => [r.id, text(r.nameVi, r.nameEn, r.nameZh, r.country)]));
};

const rooms: Documents = async (db, ids) => {
  const rows = await db
    .selectFrom('chatGroups')
    .select(['id', 'nameVi', 'nameEn', 'nameZh', 'descriptionVi', 'descriptionEn', 'descriptionZh'])
   .where('id', 'in', [...ids]).where('kind', '!=', 'private').execute();
  return new Map(rows.map((r) => [r.id, text(r.nameVi, r.nameEn, r.nameZh, r.descriptionVi, r.descriptionEn, r.descriptionZh)]));
};

const tips: Documents = async (db, ids) => {
  const rows = await db
    .selectFrom('tips as t')
    .innerJoin('fixtures as f', 'f.id', 't.fixtureId')
    .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
    .innerJoin('teams as a', 'a.id', 'f.awayTeamId')
    .select(['t.id', 't.analysisVi', 't.analysisEn', 't.analysisZh', 'h.name as homeName', 'a.name as awayName'])
    .where('t.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, text(r.homeName, r.awayName, ...[r.analysisVi, r.analysisEn, r.analysisZh].map((a) => a.slice(0, ANALYSIS_CHARS)))]));
};

// Drafts and taken-down articles have no text; a scheduled one is indexed now and found once its time comes.
const articles: Documents = async (db, ids) => {
  const rows = await db
    .selectFrom('newsArticles')
    .select(['id', 'headlineVi', 'headlineEn', 'headlineZh', 'standfirstVi', 'standfirstEn', 'standfirstZh'])
    .where('id', 'in', [...ids])
    .where('status', 'in', READABLE_STATUSES)
    .execute();
  return new Map(rows.map((r) => [r.id, text(r.headlineVi, r.headlineEn, r.headlineZh, r.standfirstVi, r.standfirstEn, r.standfirstZh)]));
};

// Every clip has text; one not out yet is indexed now and found once its time comes (results.ts).
const clips: Documents = async (db, ids) => {
  const rows = await db.selectFrom('highlightClips').select(['id', 'category', 'type', 'titleVi', 'titleEn', 'titleZh']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, text(r.titleVi, r.titleEn, r.titleZh, ...clipSectionWords(r.category, r.type))]));
};

/**
 * Only what anyone may read is indexed: visible, public posts outside private groups. A friends-only,
 * held or private group's post has no text, so nothing of it can surface through the search; the
 * results check again with the feed's rule.
 */
const posts: Documents = async (db, ids) => {
  const rows = await db
    .selectFrom('posts as p')
    .select(['p.id', 'p.body'])
    .where('p.id', 'in', [...ids])
    .where('p.state', '=', 'visible')
    .where('p.audience', '=', 'public')
    .where(postGroupReadableBy(null))
    .execute();
  return new Map(rows.map((r) => [r.id, text(r.body.replace(/[#@]/g, ' '))]));
};

// Members by the names others see: the display name and the @username; never an email or a phone.
const members: Documents = async (db, ids) => {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'displayName', 'username', 'nickname'])
    .where('id', 'in', [...ids])
    .where('siteRoleId', 'not in', [SITE_ROLE.guest, SITE_ROLE.silent])
    .execute();
  return new Map(rows.map((r) => [r.id, text(r.displayName, r.username, r.nickname)]));
};

// Every group is found by its names and descriptions: a private group's name is public, its posts are not.
const groups: Documents = async (db, ids) => {
  const rows = await db.selectFrom('communityGroups').select(['id', 'nameVi', 'nameEn', 'nameZh', 'descriptionVi', 'descriptionEn', 'descriptionZh']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, text(r.nameVi, r.nameEn, r.nameZh, r.descriptionVi, r.descriptionEn, r.descriptionZh)]));
};

// Places by their names and city, so a city finds its stadiums, cafés and clubs.
const places: Documents = async (db, ids) => {
  const rows = await db.selectFrom('places').select(['id', 'nameVi', 'nameEn', 'nameZh', 'city']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, text(r.nameVi, r.nameEn, r.nameZh, r.city)]));
};

export const SEARCH_DOCUMENTS: Readonly<Record<SearchKind, Documents>> = { match: matches, team: teams, player: players, league: leagues, room: rooms, tip: tips, article: articles, clip: clips, post: posts, member: members, group: groups, place: places };
