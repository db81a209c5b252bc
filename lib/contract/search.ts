import * as z from 'zod/mini';
import { GROUP_PRIVACIES } from '@/lib/domain/groups';
import { LOCALES } from '@/lib/domain/locale';
import { PLACE_KINDS } from '@/lib/domain/places';
import { SEARCH_KINDS, SEARCH_LIMITS } from '@/lib/domain/search';
import { endpoint, queryInt } from './endpoint';
import * as calls from './search-calls';
import { playerHit } from './football-teams';
import { leagueRef, match, teamRef } from './schedule';
import { clipSummary } from './highlights';
import { articleSummary } from './news';
import { tipItem } from './tips';

export const teamResult = z.object({ team: teamRef, league: leagueRef, country: z.string() });
export const leagueResult = z.object({ league: leagueRef, country: z.string() });
/** A public chat room: the lobby, a topic room or a live room's chat (never a private conversation). */
export const roomResult = z.object({ groupId: z.int(), name: z.string(), description: z.string(), kind: z.enum(['lobby', 'topic', 'room']) });
/** A public feed post: who wrote it, the start of its text, its first picture. */
export const postResult = z.object({
  id: z.int(),
  author: z.object({ userId: z.int(), displayName: z.string(), profilePicture: z.nullable(z.string()) }),
  excerpt: z.string(),
  /** The language the post was written in. */
  lang: z.enum(LOCALES),
  image: z.nullable(z.string()),
  createdAt: z.int(),
});
export const memberResult = z.object({ userId: z.int(), displayName: z.string(), username: z.string(), profilePicture: z.nullable(z.string()) });
/** A community group (private ones too: their name and size are public, their posts are not). */
export const groupResult = z.object({ id: z.int(), name: z.string(), privacy: z.enum(GROUP_PRIVACIES), memberCount: z.int() });
/** A stadium, sports café or club. */
export const placeResult = z.object({ id: z.int(), name: z.string(), kind: z.enum(PLACE_KINDS), city: z.string() });
export type GroupResult = z.infer<typeof groupResult>;
export type PlaceResult = z.infer<typeof placeResult>;
export type PostResult = z.infer<typeof postResult>;
export type MemberResult = z.infer<typeof memberResult>;
export type TeamResult = z.infer<typeof teamResult>;
export type LeagueResult = z.infer<typeof leagueResult>;
export type RoomResult = z.infer<typeof roomResult>;

/** One kind's answers; `hasMore` when more than were asked for match. */
const group = <T extends z.ZodMiniType>(item: T) => z.object({ items: z.array(item), hasMore: z.boolean() });

export const searchResults = z.object({
  match: group(match),
  team: group(teamResult),
  player: group(playerHit),
  league: group(leagueResult),
  room: group(roomResult),
  tip: group(tipItem),
  article: group(articleSummary),
  clip: group(clipSummary),
  post: group(postResult),
  member: group(memberResult),
  group: group(groupResult),
  place: group(placeResult),
});
export type SearchResults = z.infer<typeof searchResults>;

export const searchQuery = z.object({
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(SEARCH_LIMITS.queryChars)),
  /** Only this kind; every kind when absent. */
  kind: z.optional(z.enum(SEARCH_KINDS)),
  /** Answers per kind. */
  limit: z._default(queryInt(1, SEARCH_LIMITS.perKindMax), SEARCH_LIMITS.page),
});

/** The site search: matches, teams, players, leagues, chat rooms, tips, news articles, highlight clips, public feed posts, members, groups and places whose names hold every word of `q` (accents and case ignored, words as prefixes). */
export const siteSearch = endpoint(calls.siteSearch, { query: searchQuery, data: searchResults });
