import { LIVE_MODE } from '@/lib/domain/live-modes';
import type { SearchKind } from '@/lib/domain/search';
import { foldText } from '@/lib/format/fold';
import type { Db } from '@/server/db/client';

/**
 * What the index holds for each kind: the folded text of the rows that may be found. A row that
 * must not be found (a private conversation, a team outside football, a deleted tip) has no text,
 * so its entry is removed.
 */

/** Enough of a tip's analysis to find it by; the rest adds nothing a visitor types. */
const ANALYSIS_CHARS = 600;

const text = (...parts: readonly (string | null)[]) => foldText(parts.filter(Boolean).join(' ')).replace(/\s+/g, ' ').trim();

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
  const rows = await db.selectFrom('leagues').select(['id', 'name', 'country']).where('id', 'in', [...ids]).where('liveModeId', '=', LIVE_MODE.football).execute();
  return new Map(rows.map((r) => [r.id, text(r.name, r.country)]));
};

const rooms: Documents = async (db, ids) => {
  const rows = await db.selectFrom('chatGroups').select(['id', 'name', 'description']).where('id', 'in', [...ids]).where('kind', '!=', 'private').execute();
  return new Map(rows.map((r) => [r.id, text(r.name, r.description)]));
};

const tips: Documents = async (db, ids) => {
  const rows = await db
    .selectFrom('tips as t')
    .innerJoin('fixtures as f', 'f.id', 't.fixtureId')
    .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
    .innerJoin('teams as a', 'a.id', 'f.awayTeamId')
    .select(['t.id', 't.analysis', 'h.name as homeName', 'a.name as awayName'])
    .where('t.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, text(r.homeName, r.awayName, r.analysis.slice(0, ANALYSIS_CHARS))]));
};

export const SEARCH_DOCUMENTS: Readonly<Record<SearchKind, Documents>> = { match: matches, team: teams, player: players, league: leagues, room: rooms, tip: tips };
