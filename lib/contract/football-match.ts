import * as z from 'zod/mini';
import { LINEUP_POSITIONS } from '@/lib/domain/formations';
import { endpoint, queryInt } from './endpoint';
import * as calls from './football-match-calls';
import { bookmakerBoard } from './football-scores';
import { fixtureItem } from './football-teams';
import { match, teamRef } from './schedule';

const id = queryInt(1, 2_147_483_647);
const named = z.object({ id: z.int(), name: z.string() });

export const venueRef = z.object({ id: z.int(), name: z.string(), city: z.string(), capacity: z.int() });

export const matchDetail = z.object({
  /** The fixture as the schedule lists it, with every room that streams it in `users`. */
  match,
  venue: z.nullable(venueRef),
});
export type MatchDetail = z.infer<typeof matchDetail>;

/** The match page's fixture by its static id; 404 when there is none, or when `leagueId` is given and is not its league. */
export const footballMatch = endpoint(calls.footballMatch, {
  query: z.strictObject({ staticId: id, leagueId: z.optional(id) }),
  data: matchDetail,
});

export const matchLive = z.object({
  status: z.string(),
  scheduleStatus: z.int(),
  /** `[h-a]`, or an empty string before kick-off. */
  score: z.string(),
  /** Events recorded so far: a change means the timeline, lineups and statistics moved too. */
  eventCount: z.int(),
});
export type MatchLive = z.infer<typeof matchLive>;

/** The few fields the match header polls while the match runs. */
export const footballMatchLive = endpoint(calls.footballMatchLive, {
  query: z.strictObject({ fixtureId: id }),
  data: matchLive,
});

export const lineupPlayer = z.object({ ...named.shape, shirtNumber: z.int(), position: z.enum(LINEUP_POSITIONS) });
export type LineupPlayer = z.infer<typeof lineupPlayer>;

export const pitchSpot = z.object({
  /** 0 is the keeper, then the formation's lines from the back. */
  line: z.int(),
  /** Who stands here now: the starter, or whoever replaced them. */
  player: lineupPlayer,
  /** The starter this player replaced, and when. */
  replaced: z.nullable(z.object({ player: lineupPlayer, minute: z.int(), added: z.int() })),
  goals: z.int(),
  /** The worst card so far. */
  card: z.nullable(z.enum(['yellow', 'red'])),
});
export type PitchSpot = z.infer<typeof pitchSpot>;

export const teamLineup = z.object({
  team: teamRef,
  formation: z.string(),
  /** Outfield lines from the back, e.g. [4, 3, 3]. */
  lines: z.array(z.int()),
  manager: z.nullable(named),
  pitch: z.array(pitchSpot),
  /** Substitutes who have not come on. */
  bench: z.array(lineupPlayer),
});
export type TeamLineup = z.infer<typeof teamLineup>;

/** Each side is null when the team has no squad on record. */
export const footballMatchLineups = endpoint(calls.footballMatchLineups, {
  query: z.strictObject({ fixtureId: id }),
  data: z.object({ home: z.nullable(teamLineup), away: z.nullable(teamLineup) }),
});

export const probableLineup = z.object({
  ...teamLineup.shape,
  /** The team's latest finished match before this one, whose starters these are; null when none: the squad's XI by position. */
  basedOn: z.nullable(fixtureItem),
});
export type ProbableLineup = z.infer<typeof probableLineup>;

/** The XI each side is expected to field, for the preview before kick-off; a side is null without a squad. */
export const footballMatchProbableLineups = endpoint(calls.footballMatchProbableLineups, {
  query: z.strictObject({ fixtureId: id }),
  data: z.object({ probable: z.literal(true), home: z.nullable(probableLineup), away: z.nullable(probableLineup) }),
});
export type ProbableLineupsData = z.infer<typeof footballMatchProbableLineups.data>;

const teamStatistics = z.object({ possession: z.int(), shots: z.int(), shotsOnTarget: z.int(), corners: z.int(), fouls: z.int() });

/** Null before kick-off (and for a match that was never played). */
export const footballMatchStatistics = endpoint(calls.footballMatchStatistics, {
  query: z.strictObject({ fixtureId: id }),
  data: z.nullable(z.object({ minute: z.int(), home: teamStatistics, away: teamStatistics })),
});
export type MatchStatisticsData = NonNullable<z.infer<typeof footballMatchStatistics.data>>;

export const meeting = z.object({
  /** Null for a meeting before our own records. */
  fixtureId: z.nullable(z.int()),
  startTimestamp: z.int(),
  homeTeamId: z.int(),
  awayTeamId: z.int(),
  homeScore: z.int(),
  awayScore: z.int(),
});
export type Meeting = z.infer<typeof meeting>;

/** Earlier meetings newest first, and the record of this fixture's home side against its away side. */
export const footballMatchHeadToHead = endpoint(calls.footballMatchHeadToHead, {
  query: z.strictObject({ fixtureId: id }),
  data: z.object({
    home: teamRef,
    away: teamRef,
    meetings: z.array(meeting),
    summary: z.object({ homeWins: z.int(), draws: z.int(), awayWins: z.int() }),
  }),
});
export type HeadToHeadData = z.infer<typeof footballMatchHeadToHead.data>;

/** Each bookmaker's opening and current prices and 1X2 series; information only. 404 for a fixture that is not a football match. */
export const footballMatchOdds = endpoint(calls.footballMatchOdds, {
  query: z.strictObject({ fixtureId: id }),
  data: z.object({ updatedAt: z.int(), bookmakers: z.array(bookmakerBoard) }),
});
export type MatchOddsData = z.infer<typeof footballMatchOdds.data>;
