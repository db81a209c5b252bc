import * as z from 'zod/mini';
import { MOVEMENTS } from '@/lib/domain/odds-movement';
import { endpoint, queryInt } from './endpoint';
import * as calls from './football-scores-calls';
import { leagueRef, match } from './schedule';

const MAX_ID = 2_147_483_647;

/** A calendar date, YYYY-MM-DD (a day that does not exist is refused by the service with 422). */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'));
const dayQuery = z.strictObject({ date: day, timezone: z.optional(z.string().check(z.minLength(1), z.maxLength(64))) });

export const leagueDay = z.object({
  league: z.object({ ...leagueRef.shape, country: z.string(), priority: z.int() }),
  matches: z.array(match),
});
export type LeagueDay = z.infer<typeof leagueDay>;

/** One day's football matches (results and fixtures) by league, the most important league first. */
export const footballDay = endpoint(calls.footballDay, {
  query: dayQuery,
  data: z.object({ date: z.string(), leagues: z.array(leagueDay) }),
});

const movement = z.enum(MOVEMENTS);
export const marketPrices = z.object({
  home: z.number(),
  draw: z.nullable(z.number()),
  away: z.number(),
  ahLine: z.number(),
  ahHome: z.number(),
  ahAway: z.number(),
  ouLine: z.number(),
  ouOver: z.number(),
  ouUnder: z.number(),
});
export type MarketPrices = z.infer<typeof marketPrices>;

export const historyPoint = z.object({ t: z.int(), ...marketPrices.shape });
export type HistoryPoint = z.infer<typeof historyPoint>;

export const bookmakerBoard = z.object({
  bookmaker: z.string(),
  opening: marketPrices,
  current: marketPrices,
  /** Opening to current, per price (lib/domain/odds-movement). */
  movement: z.object({
    home: movement,
    draw: movement,
    away: movement,
    ahHome: movement,
    ahAway: movement,
    ouOver: movement,
    ouUnder: movement,
  }),
  /** 1X2 prices over time, oldest first, for the chart; one point when there is no history yet. */
  series: z.array(z.object({ t: z.int(), home: z.number(), draw: z.nullable(z.number()), away: z.number() })),
});
export type BookmakerBoard = z.infer<typeof bookmakerBoard>;

/** `suspended`: a live match's market is closed for a moment after a goal or a sending-off (no current prices shown). */
export const oddsBoardMatch = z.object({ match, updatedAt: z.int(), suspended: z.boolean(), bookmakers: z.array(bookmakerBoard) });
export type OddsBoardMatch = z.infer<typeof oddsBoardMatch>;

/** Football matches of a day with every bookmaker's opening and current prices. Information only. */
export const oddsBoard = endpoint(calls.oddsBoard, {
  query: dayQuery,
  data: z.object({ date: z.string(), bookmakers: z.array(z.string()), matches: z.array(oddsBoardMatch) }),
});
export type OddsBoard = z.infer<typeof oddsBoard.data>;

/** Every recorded price of one fixture, per bookmaker, oldest first; 404 for an unknown fixture. */
export const oddsHistory = endpoint(calls.oddsHistory, {
  query: z.strictObject({ fixtureId: queryInt(1, MAX_ID) }),
  data: z.object({ fixtureId: z.int(), bookmakers: z.array(z.object({ bookmaker: z.string(), points: z.array(historyPoint) })) }),
});
export type OddsHistory = z.infer<typeof oddsHistory.data>;

export const leagueListItem = z.object({ ...leagueRef.shape, country: z.string(), priority: z.int() });
export type LeagueListItem = z.infer<typeof leagueListItem>;

/** Every football league, the most important first. */
export const footballLeagues = endpoint(calls.footballLeagues, {
  data: z.array(leagueListItem),
});
