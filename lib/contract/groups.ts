import * as z from 'zod/mini';
import { GROUP_LIMITS, GROUP_LIST_TABS, GROUP_MEMBERSHIPS, GROUP_PRIVACIES, GROUP_ROLES } from '@/lib/domain/groups';
import { LOCALES } from '@/lib/domain/locale';
import { endpoint, queryInt } from './endpoint';
import { FEED_IMAGE_BODY_BYTES } from './feed';
import { memberCard } from './friends';
import * as calls from './groups-calls';
import { teamRef } from './schedule';

const ID_MAX = 2_147_483_647;
const id = z.int().check(z.positive(), z.maximum(ID_MAX));
const queryId = queryInt(1, ID_MAX);
/** Counted here in UTF-16 units, so twice the limit lets all-emoji text through; the service counts characters. */
const text = (max: number) => z.string().check(z.maxLength(max * 2));
const cursor = z.optional(z.string().check(z.maxLength(100)));
const coverImage = z.string().check(z.regex(/^data:image\/[\w+.-]+;base64,[A-Za-z0-9+/=\s]*$/, 'must be a base64 image data URL'));
const role = z.enum(GROUP_ROLES);

/** A group as lists show it, with the reader's tie to it (`none` for a guest). */
export const groupCard = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  /** The language a member wrote the name, description and rules in, so pages in another language mark it; null for text translated into the reader's. */
  lang: z.nullable(z.enum(LOCALES)),
  privacy: z.enum(GROUP_PRIVACIES),
  cover: z.nullable(z.string()),
  memberCount: z.int(),
  /** The group's page, without a language prefix. */
  href: z.string(),
  /** The club a fan club follows. */
  team: z.nullable(teamRef),
  membership: z.enum(GROUP_MEMBERSHIPS),
  role: z.nullable(role),
});
export type GroupCard = z.infer<typeof groupCard>;

export const groupMember = z.object({ ...memberCard.shape, role, joinedAt: z.int() });

/**
 * A group's page. Everyone sees its name, description, rules and counts; the admins and pinned posts
 * only who may read it (`canRead`: a public group, or a member of a private one).
 */
export const groupDetailData = z.object({
  ...groupCard.shape,
  rules: z.array(z.string()),
  createdAt: z.int(),
  creator: z.nullable(memberCard),
  canRead: z.boolean(),
  /** Approves requests and pins posts. */
  canModerate: z.boolean(),
  /** Edits the group and removes members. */
  canAdminister: z.boolean(),
  /** Requests waiting; null for anyone who does not answer them. */
  pendingRequests: z.nullable(z.int()),
  admins: z.array(groupMember),
  /** Newest pin first; the feed lists them at the top of the group's posts. */
  pinnedPostIds: z.array(z.int()),
});
export type GroupDetail = z.infer<typeof groupDetailData>;

const page = <T extends z.ZodMiniType>(item: T) => z.object({ list: z.array(item), nextCursor: z.nullable(z.string()) });

/** `mine` is for members (401 for guests); `q` searches names in the reader's language; a forged cursor is 422. */
export const groupList = endpoint(calls.groupList, {
  query: z.strictObject({
    tab: z._default(z.enum(GROUP_LIST_TABS), 'popular'),
    q: z.optional(z.string().check(z.trim(), z.minLength(GROUP_LIMITS.searchMin), z.maxLength(GROUP_LIMITS.searchMax))),
    cursor,
    pageSize: z._default(queryInt(1, GROUP_LIMITS.pageSizeMax), GROUP_LIMITS.pageSize),
  }),
  data: page(groupCard),
});

/** Groups the reader is not in: their favourite clubs' first, then the most popular. */
export const groupSuggested = endpoint(calls.groupSuggested, { data: z.array(groupCard) });

/** 404 for an unknown group. */
export const groupDetail = endpoint(calls.groupDetail, { query: z.strictObject({ id: queryId }), data: groupDetailData });

/** Newest members first; a private group's only to its members (403), and never members blocked either way. */
export const groupMembers = endpoint(calls.groupMembers, {
  query: z.strictObject({ id: queryId, cursor }),
  data: page(groupMember),
});

const groupFields = {
  name: text(GROUP_LIMITS.nameMax),
  description: z._default(text(GROUP_LIMITS.descriptionMax), ''),
  rules: z._default(z.array(text(GROUP_LIMITS.ruleMax)).check(z.maxLength(GROUP_LIMITS.rulesMax)), []),
  privacy: z.enum(GROUP_PRIVACIES),
  teamId: z.optional(z.nullable(id)),
};

/** Members only (401), not while suspended (403), a few per day (429). The creator is its owner. */
export const groupCreate = endpoint(calls.groupCreate, {
  body: z.strictObject({ ...groupFields, cover: z.optional(z.nullable(coverImage)) }),
  data: groupDetailData,
  maxBodyBytes: FEED_IMAGE_BODY_BYTES,
});

/** Owners and admins (403 otherwise). `cover` omitted keeps it, null removes it. Going public lets waiting requests in. */
export const groupEdit = endpoint(calls.groupEdit, {
  body: z.strictObject({ id, ...groupFields, cover: z.optional(z.nullable(coverImage)) }),
  data: groupDetailData,
  maxBodyBytes: FEED_IMAGE_BODY_BYTES,
});

const tie = z.object({ membership: z.enum(GROUP_MEMBERSHIPS), role: z.nullable(role) });

/** A public group lets the member in; a private one files a request its admins hear of. Again changes nothing; 409 soon after a decline. */
export const groupJoin = endpoint(calls.groupJoin, { body: z.strictObject({ id }), data: tie });

/** Leaves, or withdraws a request; the owner must hand the group over first (409). */
export const groupLeave = endpoint(calls.groupLeave, { body: z.strictObject({ id }), data: tie });

/** Waiting requests, oldest first; for owners, admins and moderators (403). */
export const groupRequests = endpoint(calls.groupRequests, {
  query: z.strictObject({ id: queryId, cursor }),
  data: page(z.object({ ...memberCard.shape, requestedAt: z.int() })),
});

/** Approves (the member joins and is told) or declines a waiting request; 404 when there is none. */
export const groupRespond = endpoint(calls.groupRespond, {
  body: z.strictObject({ id, userId: id, approve: z.boolean() }),
  data: z.object({ userId: z.int(), membership: z.enum(GROUP_MEMBERSHIPS) }),
});

/** See lib/domain/groups' maySetGroupRole; `owner` hands the group over and makes the old owner an admin. */
export const groupSetRole = endpoint(calls.groupSetRole, {
  body: z.strictObject({ id, userId: id, role }),
  data: z.object({ userId: z.int(), role }),
});

/** Admins remove members below them (403 otherwise, 404 for a non-member). */
export const groupRemoveMember = endpoint(calls.groupRemoveMember, { body: z.strictObject({ id, userId: id }), data: z.null() });

const pins = z.object({ pinnedPostIds: z.array(z.int()) });

/** Moderators pin a visible post of the group (404 otherwise), at most GROUP_LIMITS.pinsMax (409). */
export const groupPin = endpoint(calls.groupPin, { body: z.strictObject({ id, postId: id }), data: pins });
export const groupUnpin = endpoint(calls.groupUnpin, { body: z.strictObject({ id, postId: id }), data: pins });
