import * as z from 'zod/mini';
import { FORM_LETTERS } from '@/lib/domain/match-events';
import { endpoint, queryInt } from './endpoint';
import * as calls from './football-calls';
import { leagueRef, teamRef } from './schedule';

const MAX_ID = 2_147_483_647;

export const standingRow = z.object({
  position: z.int(),
  team: teamRef,
  played: z.int(),
  won: z.int(),
  drawn: z.int(),
  lost: z.int(),
  goalsFor: z.int(),
  goalsAgainst: z.int(),
  goalDifference: z.int(),
  points: z.int(),
  /** Most recent first. */
  form: z.array(z.enum(FORM_LETTERS)),
});
export type StandingRowData = z.infer<typeof standingRow>;

export const leagueTable = z.object({
  league: leagueRef,
  season: z.string(),
  /** Empty for a competition without a league table (a knockout cup). */
  rows: z.array(standingRow),
});
export type LeagueTable = z.infer<typeof leagueTable>;

/** A football league's table now: the season before the window plus every result since. 404 for an unknown league. */
export const standings = endpoint(calls.standings, {
  query: z.strictObject({ leagueId: queryInt(1, MAX_ID) }),
  data: leagueTable,
});

export const favouriteTeam = z.object({ team: teamRef, league: leagueRef, createdAt: z.int() });
export type FavouriteTeam = z.infer<typeof favouriteTeam>;

/** The member's favourite teams, newest first. */
export const favouriteTeamList = endpoint(calls.favouriteTeamList, {
  data: z.array(favouriteTeam),
});

/** Adds a team (idempotent); 404 for an unknown team, 409 past FAVOURITE_TEAMS_MAX (lib/domain/user-limits). */
export const favouriteTeamAdd = endpoint(calls.favouriteTeamAdd, {
  body: z.strictObject({ teamId: z.int().check(z.positive(), z.maximum(MAX_ID)) }),
  data: z.null(),
});

/** Removes a team (idempotent). */
export const favouriteTeamRemove = endpoint(calls.favouriteTeamRemove, {
  body: z.strictObject({ teamId: z.int().check(z.positive(), z.maximum(MAX_ID)) }),
  data: z.null(),
});
