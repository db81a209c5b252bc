import * as z from 'zod/mini';
import { FORM_LETTERS, MATCH_EVENT_KINDS } from '@/lib/domain/match-events';
import { SEARCH_LIMIT_MAX, SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '@/lib/domain/football-people';
import { endpoint, queryInt } from './endpoint';
import * as calls from './football-teams-calls';
import { favouriteTeam, leagueTable, standingRow } from './football';
import { leagueRef, teamRef } from './schedule';

const id = queryInt(1, 2_147_483_647);
const form = z.array(z.enum(FORM_LETTERS));

export const venueRef = z.object({ id: z.int(), name: z.string(), slug: z.string(), city: z.string(), capacity: z.int() });
export const managerRef = z.object({ id: z.int(), name: z.string(), slug: z.string(), photo: z.string() });
export const playerRef = z.object({ id: z.int(), name: z.string(), slug: z.string(), photo: z.string() });

/** A fixture as the team, league and venue pages list it. */
export const fixtureItem = z.object({
  fixtureId: z.int(),
  staticId: z.int(),
  league: leagueRef,
  home: teamRef,
  away: teamRef,
  startTimestamp: z.int(),
  /** Raw provider status; lib/domain/match-status reads it. */
  status: z.string(),
  scheduleStatus: z.int(),
  homeScore: z.nullable(z.int()),
  awayScore: z.nullable(z.int()),
});
export type FixtureItem = z.infer<typeof fixtureItem>;

export const squadPlayer = z.object({
  ...playerRef.shape,
  shirtNumber: z.int(),
  /** GK, DF, MF or FW (lib/domain/football-people). */
  position: z.string(),
  nationality: z.string(),
  age: z.nullable(z.int()),
});
export type SquadPlayer = z.infer<typeof squadPlayer>;

export const teamDetail = z.object({
  team: z.object({ ...teamRef.shape, shortName: z.string() }),
  league: leagueRef,
  venue: z.nullable(venueRef),
  manager: z.nullable(managerRef),
  /** The team's row in its league table, or null in a competition without one. */
  standing: z.nullable(standingRow),
  /** Latest finished matches in any competition, most recent first. */
  form,
  fixtures: z.array(fixtureItem),
  results: z.array(fixtureItem),
  squad: z.array(squadPlayer),
  table: leagueTable,
});
export type TeamDetail = z.infer<typeof teamDetail>;

/** A football team's page; 404 for an unknown or non-football team. */
export const teamDetailCall = endpoint(calls.teamDetailCall, { query: z.object({ teamId: id }), data: teamDetail });

export const playerStats = z.object({
  appearances: z.int(),
  starts: z.int(),
  minutes: z.int(),
  goals: z.int(),
  assists: z.int(),
  yellowCards: z.int(),
  redCards: z.int(),
  rating: z.number(),
});
export type PlayerStats = z.infer<typeof playerStats>;

export const playerMatch = z.object({
  fixture: fixtureItem,
  events: z.array(z.object({ minute: z.int(), added: z.int(), kind: z.enum(MATCH_EVENT_KINDS), assist: z.boolean() })),
});

export const playerDetail = z.object({
  player: z.object({ ...squadPlayer.shape, birthDate: z.string() }),
  team: teamRef,
  league: leagueRef,
  /** The season so far: stored season plus goals, assists and cards of the window's matches. */
  stats: playerStats,
  /** Of which in the window's matches. */
  window: z.object({ goals: z.int(), assists: z.int(), yellowCards: z.int(), redCards: z.int() }),
  /** Thousands of euros. */
  marketValue: z.int(),
  recent: z.array(playerMatch),
});
export type PlayerDetail = z.infer<typeof playerDetail>;

/** A player's page; 404 for an unknown player. */
export const playerDetailCall = endpoint(calls.playerDetailCall, { query: z.object({ playerId: id }), data: playerDetail });

export const topScorer = z.object({ player: playerRef, team: teamRef, goals: z.int(), windowGoals: z.int(), assists: z.int() });
export type TopScorer = z.infer<typeof topScorer>;

export const leagueDetail = z.object({
  league: z.object({ ...leagueRef.shape, country: z.string() }),
  table: leagueTable,
  fixtures: z.array(fixtureItem),
  results: z.array(fixtureItem),
  topScorers: z.array(topScorer),
  teams: z.array(teamRef),
});
export type LeagueDetail = z.infer<typeof leagueDetail>;

/** A football competition's page; 404 for an unknown or non-football league. */
export const leagueDetailCall = endpoint(calls.leagueDetailCall, { query: z.object({ leagueId: id }), data: leagueDetail });

export const venueDetail = z.object({
  venue: venueRef,
  homeTeams: z.array(z.object({ team: teamRef, league: leagueRef })),
  fixtures: z.array(fixtureItem),
  results: z.array(fixtureItem),
});
export type VenueDetail = z.infer<typeof venueDetail>;

export const venueDetailCall = endpoint(calls.venueDetailCall, { query: z.object({ venueId: id }), data: venueDetail });

export const managerDetail = z.object({
  manager: z.object({ ...managerRef.shape, nationality: z.string(), birthDate: z.string(), age: z.nullable(z.int()), appointed: z.string(), formation: z.string() }),
  team: teamRef,
  league: leagueRef,
  /** The team's league record this season, or null in a competition without a table. */
  standing: z.nullable(standingRow),
  form,
  results: z.array(fixtureItem),
});
export type ManagerDetail = z.infer<typeof managerDetail>;

export const managerDetailCall = endpoint(calls.managerDetailCall, { query: z.object({ managerId: id }), data: managerDetail });

const searchQuery = z.object({
  q: z.string().check(z.trim(), z.minLength(SEARCH_MIN_CHARS), z.maxLength(SEARCH_MAX_CHARS)),
  limit: z._default(queryInt(1, SEARCH_LIMIT_MAX), 8),
});

export const playerHit = z.object({ ...playerRef.shape, position: z.string(), team: teamRef });
export type PlayerHit = z.infer<typeof playerHit>;

/** Football players whose name contains `q` (accents ignored), for type-ahead. */
export const playerSearchCall = endpoint(calls.playerSearchCall, { query: searchQuery, data: z.array(playerHit) });

export const teamHit = z.object({ team: teamRef, league: leagueRef });
export type TeamHit = z.infer<typeof teamHit>;

/** Football teams whose name contains `q` (accents ignored). */
export const teamSearchCall = endpoint(calls.teamSearchCall, { query: searchQuery, data: z.array(teamHit) });

export const teamSide = z.object({
  team: teamRef,
  league: leagueRef,
  played: z.int(),
  won: z.int(),
  drawn: z.int(),
  lost: z.int(),
  goalsFor: z.int(),
  goalsAgainst: z.int(),
  points: z.int(),
  form,
  /** Sum of the squad's market values, thousands of euros. */
  squadValue: z.int(),
  averageAge: z.nullable(z.number()),
  squadSize: z.int(),
});
export type TeamSide = z.infer<typeof teamSide>;

export const teamComparison = z.object({ sides: z.tuple([teamSide, teamSide]), headToHead: z.array(fixtureItem) });
export type TeamComparison = z.infer<typeof teamComparison>;

/** Two football teams side by side; 404 when either is unknown, 422 when they are the same team. */
export const teamComparisonCall = endpoint(calls.teamComparisonCall, { query: z.object({ id1: id, id2: id }), data: teamComparison });

export const favouriteTeamCard = z.object({ ...favouriteTeam.shape, next: z.nullable(fixtureItem), last: z.nullable(fixtureItem) });
export type FavouriteTeamCard = z.infer<typeof favouriteTeamCard>;

/** The member's favourite teams, newest first, each with its next match and last result; 401 for a guest. */
export const favouriteTeamFixturesCall = endpoint(calls.favouriteTeamFixturesCall, { data: z.array(favouriteTeamCard) });
