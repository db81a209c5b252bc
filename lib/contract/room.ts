import * as z from 'zod/mini';
import { endpoint, queryInt } from './endpoint';
import * as calls from './room-calls';
import { match, teamRef } from './schedule';
import { FORM_LETTERS, MATCH_EVENT_KINDS, OPINION_PICKS, SIDES, TIP_MARKETS, TIP_RESULTS, TIP_SELECTIONS } from '@/lib/domain/match-events';
import { LOCALES } from '@/lib/domain/locale';

const id = queryInt(1, 2_147_483_647);

export const person = z.object({
  userId: z.int(),
  displayName: z.string(),
  nickname: z.nullable(z.string()),
  profilePicture: z.nullable(z.string()),
});
export type Person = z.infer<typeof person>;

export const roomDetail = z.object({
  roomId: z.int(),
  title: z.string(),
  liveModeId: z.int(),
  viewerCount: z.int(),
  /** Master playlist of this room (relative to the site, or under STREAM_BASE_URL). */
  streamLink: z.string(),
  /**
   * Whether the stream is on air now. A demo room (the simulator's, playing the demo recording): the
   * match is live, or the room is an always-on table. A real room: a commentator's broadcast holds it.
   */
  onAir: z.boolean(),
  /** The simulator's room, playing the demo recording; false once a commentator broadcast in it. */
  demo: z.boolean(),
  /** A real room's broadcast while on air: `reconnecting` while its stream is gone within the grace period. Null otherwise. */
  broadcastState: z.nullable(z.enum(['live', 'reconnecting'])),
  host: person,
  /** The match, with every room that streams it in `users` (so a viewer can switch commentator). */
  match,
  /** The room's own chat group (`/topic/chatroom.{groupId}`). */
  groupId: z.int(),
});
export type RoomDetail = z.infer<typeof roomDetail>;

export const liveRoom = endpoint(calls.liveRoom, {
  query: z.object({ id }),
  data: roomDetail,
});

/** A commentator's schedule (userId), or the commentators of one match (fixtureId); at least one is required. */
export const anchorSchedule = endpoint(calls.anchorSchedule, {
  query: z.object({ fixtureId: z.optional(id), userId: z.optional(id) }),
  data: z.array(match),
});

export const anchor = z.object({
  ...person.shape,
  /** The room they are on air in now, if any. */
  liveRoomId: z.nullable(z.int()),
  viewerCount: z.int(),
  /** Their live match, or else their next one. */
  nextMatch: z.nullable(match),
});
export type Anchor = z.infer<typeof anchor>;

/** Commentators, those on air first (most viewers first), then by their next match. */
export const scheduleAnchor = endpoint(calls.scheduleAnchor, {
  query: z.object({ liveModeId: z.optional(id), pageSize: z._default(queryInt(1, 100), 24) }),
  data: z.array(anchor),
});

export const matchEvent = z.object({
  seq: z.int(),
  minute: z.int(),
  added: z.int(),
  kind: z.enum(MATCH_EVENT_KINDS),
  side: z.enum(SIDES),
  playerId: z.nullable(z.int()),
  playerName: z.nullable(z.string()),
  relatedName: z.nullable(z.string()),
  points: z.int(),
  homeScore: z.int(),
  awayScore: z.int(),
});
export type MatchEvent = z.infer<typeof matchEvent>;

/** Everything that has happened in the match so far, oldest first. */
export const matchEvents = endpoint(calls.matchEvents, {
  query: z.object({ fixtureId: id }),
  data: z.array(matchEvent),
});

export const formEntry = z.object({
  fixtureId: z.int(),
  startTimestamp: z.int(),
  leagueName: z.string(),
  opponent: teamRef,
  venue: z.enum(['home', 'away']),
  scored: z.int(),
  conceded: z.int(),
  letter: z.enum(FORM_LETTERS),
});
export type FormEntry = z.infer<typeof formEntry>;

export const pastMatch = z.object({
  fixtureId: z.int(),
  startTimestamp: z.int(),
  leagueName: z.string(),
  localteam: teamRef,
  visitorteam: teamRef,
  homeScore: z.int(),
  awayScore: z.int(),
});
export type PastMatch = z.infer<typeof pastMatch>;

/** Head-to-head and recent form, from finished fixtures in our own data. */
export const matchAnalysis = endpoint(calls.matchAnalysis, {
  query: z.object({ fixtureId: id }),
  data: z.object({
    h2h: z.array(pastMatch),
    homeForm: z.array(formEntry),
    awayForm: z.array(formEntry),
  }),
});

const price = z.number();
export const bookmakerOdds = z.object({
  bookmaker: z.string(),
  /** Decimal odds; `draw` is null in sports without draws. */
  oneXTwo: z.object({ home: price, draw: z.nullable(price), away: price }),
  handicap: z.object({ line: z.number(), home: price, away: price }),
  overUnder: z.object({ line: z.number(), over: price, under: price }),
});
export type BookmakerOdds = z.infer<typeof bookmakerOdds>;

/**
 * Information only: no betting and no outbound links. `suspended` while a goal or a sending-off is
 * being checked (lib/domain/odds-movement): the prices are then not on offer and are not shown.
 */
export const matchOdds = endpoint(calls.matchOdds, {
  query: z.object({ fixtureId: id }),
  data: z.object({ updatedAt: z.int(), suspended: z.boolean(), bookmakers: z.array(bookmakerOdds) }),
});

export const opinion = z.object({
  home: z.int(),
  draw: z.int(),
  away: z.int(),
  myPick: z.nullable(z.enum(OPINION_PICKS)),
});
export type Opinion = z.infer<typeof opinion>;

export const matchOpinion = endpoint(calls.matchOpinion, {
  query: z.object({ fixtureId: id }),
  data: opinion,
});

/** Any session (guest or member) may give or change its opinion until the match ends. */
export const voteOpinion = endpoint(calls.voteOpinion, {
  body: z.strictObject({ fixtureId: z.int().check(z.positive()), pick: z.enum(OPINION_PICKS) }),
  data: opinion,
});

export const tip = z.object({
  id: z.int(),
  fixtureId: z.int(),
  author: person,
  market: z.enum(TIP_MARKETS),
  selection: z.enum(TIP_SELECTIONS),
  line: z.nullable(z.number()),
  odds: z.number(),
  confidence: z.int().check(z.minimum(1), z.maximum(5)),
  analysis: z.string(),
  /** The language `analysis` is written in: the reader's for the hosts' tips, the author's own for a member's. */
  lang: z.enum(LOCALES),
  result: z.nullable(z.enum(TIP_RESULTS)),
  createdAt: z.int(),
});
export type Tip = z.infer<typeof tip>;

export const matchTips = endpoint(calls.matchTips, {
  query: z.object({ fixtureId: id }),
  data: z.array(tip),
});
