import * as z from 'zod/mini';
import { ACTIVITY_LIMITS } from '@/lib/domain/activity';
import { FRIEND_STATUSES } from '@/lib/domain/friends';
import { GROUP_PRIVACIES } from '@/lib/domain/groups';
import { LOCALES } from '@/lib/domain/locale';
import * as calls from './activity-calls';
import { endpoint, queryInt } from './endpoint';
import { memberCard } from './friends';

const groupRef = z.object({ id: z.int(), name: z.string(), privacy: z.enum(GROUP_PRIVACIES), href: z.string() });

/** What every line has: a key unique in the list, when, who (a friend of the reader), and where it leads (no language prefix). */
const common = { key: z.string(), at: z.int(), actor: memberCard, href: z.string() };

/** One thing a friend did, with just enough of the thing to name it. */
export const activityEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('posted'),
    ...common,
    /** `excerpt` is empty for a post of pictures, a poll or a match alone. */
    post: z.object({ id: z.int(), excerpt: z.string(), lang: z.enum(LOCALES), pictures: z.int(), isShare: z.boolean() }),
    group: z.nullable(groupRef),
  }),
  z.object({
    kind: z.literal('commented'),
    ...common,
    comment: z.object({ id: z.int(), excerpt: z.string(), lang: z.nullable(z.enum(LOCALES)) }),
    post: z.object({ id: z.int(), excerpt: z.string(), author: memberCard }),
  }),
  z.object({ kind: z.literal('joinedGroup'), ...common, group: z.object({ ...groupRef.shape, memberCount: z.int() }) }),
  z.object({
    kind: z.literal('goingToEvent'),
    ...common,
    event: z.object({ id: z.int(), title: z.string(), startTimestamp: z.int(), home: z.string(), away: z.string() }),
  }),
]);
export type ActivityEntry = z.infer<typeof activityEntry>;

/**
 * Members only (401): what the reader's friends did, newest first, only what the reader may see (a
 * post by the feed's rule, a private group's doings to its members, nothing across a block either way).
 * `cursor` is the previous page's `nextCursor`; a forged cursor is 422.
 */
export const activityList = endpoint(calls.activityList, {
  query: z.strictObject({
    cursor: z.optional(z.string().check(z.maxLength(80))),
    pageSize: z._default(queryInt(1, ACTIVITY_LIMITS.pageSizeMax), ACTIVITY_LIMITS.pageSize),
  }),
  data: z.object({ list: z.array(activityEntry), nextCursor: z.nullable(z.string()) }),
});

/**
 * Members only (401): members the reader may want to befriend, those with the most friends in common
 * first, then members who posted lately; never a friend, the reader, or anyone blocked either way.
 */
export const activityPeople = endpoint(calls.activityPeople, {
  data: z.array(z.object({ ...memberCard.shape, mutualFriends: z.int(), status: z.enum(FRIEND_STATUSES) })),
});
