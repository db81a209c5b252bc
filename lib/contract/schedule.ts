import * as z from 'zod/mini';
import { endpoint, queryInt } from './endpoint';
import * as calls from './schedule-calls';
import { SCHEDULE_PAGE_SIZE } from '@/lib/domain/constants';
import { scoreboard } from './scoreboard';

export const teamRef = z.object({ id: z.int(), name: z.string(), slug: z.string(), logo: z.string() });
export const leagueRef = z.object({ id: z.int(), name: z.string(), slug: z.string(), logo: z.string() });

export const streamHost = z.object({
  userId: z.int(),
  displayName: z.string(),
  nickname: z.nullable(z.string()),
  profilePicture: z.nullable(z.string()),
  roomId: z.int(),
  streamLink: z.string(),
  viewerCount: z.int(),
});

export const match = z.object({
  fixtureId: z.int(),
  staticId: z.int(),
  liveModeId: z.int(),
  league: leagueRef,
  localteam: teamRef,
  visitorteam: teamRef,
  /** Team names, as the spec's `home` / `away`. */
  home: z.string(),
  away: z.string(),
  /** Kick-off as `YYYY-MM-DD HH:mm:ss` in UTC, plus epoch milliseconds for arithmetic. */
  startTime: z.string(),
  startTimestamp: z.int(),
  /** Raw provider status: a minute, "45+2", "HT", "HH:MM", "ft", "postponed"… */
  status: z.string(),
  scheduleStatus: z.int(),
  /** `[h-a]`, or an empty string before kick-off. */
  score: z.string(),
  /** Sets, quarters, maps or frames inside the score; null for football, the studios' streams and a match not yet scored. */
  scoreboard: z.nullable(scoreboard),
  /** First room's id and host, or null when nobody streams this match. */
  roomId: z.nullable(z.int()),
  commentatorId: z.nullable(z.int()),
  users: z.array(streamHost),
});
export type Match = z.infer<typeof match>;

export const liveMode = z.object({
  liveModeId: z.int(),
  name: z.string(),
  slug: z.string(),
  icon: z.string(),
  livemode: z.int(),
});
export type LiveMode = z.infer<typeof liveMode>;

const optionalId = z.optional(queryInt(1, 2_147_483_647));

export const featureMatch = endpoint(calls.featureMatch, {
  query: z.object({
    status: z.optional(queryInt(1, 5)),
    pageSize: z._default(queryInt(1, 50), 12),
    liveModeId: optionalId,
    leagueId: optionalId,
  }),
  data: z.array(match),
});

export const liveSchedule = endpoint(calls.liveSchedule, {
  query: z.object({
    date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')),
    timezone: z.optional(z.string().check(z.maxLength(64))),
    pageSize: z._default(queryInt(1, SCHEDULE_PAGE_SIZE), SCHEDULE_PAGE_SIZE),
    liveModeId: optionalId,
  }),
  data: z.array(match),
});

export const scheduleModeList = endpoint(calls.scheduleModeList, {
  data: z.array(liveMode),
});

export const totalLiveSchedule = endpoint(calls.totalLiveSchedule, {
  query: z.object({ id: optionalId }),
  data: z.object({ totalLive: z.int() }),
});
