import * as z from 'zod/mini';
import { FEED_SCOPES, FEED_SORTS, POST_AUDIENCES, POST_LIMITS, POST_REACTIONS, POST_REPORT_REASONS, POST_STATES } from '@/lib/domain/feed';
import { FRIEND_STATUSES } from '@/lib/domain/friends';
import { GROUP_PRIVACIES } from '@/lib/domain/groups';
import { LOCALES } from '@/lib/domain/locale';
import { PLACE_KINDS } from '@/lib/domain/places';
import { endpoint, queryInt } from './endpoint';
import * as calls from './feed-calls';
import { leagueRef, teamRef } from './schedule';

const ID_MAX = 2_147_483_647;
const id = z.int().check(z.positive(), z.maximum(ID_MAX));
const queryId = queryInt(1, ID_MAX);
const reaction = z.enum(POST_REACTIONS);
/** Text is counted here in UTF-16 units, so twice the limit lets all-emoji text through; the service counts characters. */
const text = (max: number) => z.string().check(z.maxLength(max * 2));

export const postAuthor = z.object({
  userId: z.int(),
  displayName: z.string(),
  /** For `@username` mentions. */
  username: z.string(),
  profilePicture: z.nullable(z.string()),
  siteRoleId: z.int(),
  /** The member's level (lib/domain/levels), for the badge beside the name. */
  level: z.int(),
});
export type PostAuthor = z.infer<typeof postAuthor>;

export const postImage = z.object({ src: z.string(), width: z.int(), height: z.int() });
/** A picture in a post, with the description its author wrote for those who cannot see it ('' when none). */
export const postPicture = z.object({ ...postImage.shape, alt: z.string() });
export type PostPicture = z.infer<typeof postPicture>;

export const postPoll = z.object({
  question: z.nullable(z.string()),
  options: z.array(z.object({ id: z.int(), text: z.string(), votes: z.int() })),
  totalVotes: z.int(),
  /** The option the reader chose; null for a guest or before voting. */
  myVote: z.nullable(z.int()),
});

/** A fixture or live room on a post, with its score as it stands when read. */
export const postMatch = z.object({
  fixtureId: z.int(),
  league: leagueRef,
  home: teamRef,
  away: teamRef,
  startTimestamp: z.int(),
  /** Raw provider status, as the schedule's (a minute, "HT", "ft", "HH:MM"…). */
  status: z.string(),
  scheduleStatus: z.int(),
  /** `[h-a]`, or an empty string before kick-off. */
  score: z.string(),
  /** The match page, without a language prefix. */
  href: z.string(),
  /** The live room the author pointed at, or the match's first room; null when nobody streams it. */
  roomHref: z.nullable(z.string()),
});

/** The group a post was written in, named in the reader's language. */
export const postGroup = z.object({ id: z.int(), name: z.string(), privacy: z.enum(GROUP_PRIVACIES) });
export type PostGroup = z.infer<typeof postGroup>;

/** The place a post is at, named in the reader's language. */
export const postPlace = z.object({ id: z.int(), name: z.string(), kind: z.enum(PLACE_KINDS) });
export type PostPlace = z.infer<typeof postPlace>;

const postCore = z.object({
  id: z.int(),
  author: postAuthor,
  /** Plain text; for a share, the sharer's note. */
  body: z.string(),
  /** `@username` mentions that name a member, so the text can link them. */
  mentions: z.array(z.object({ username: z.string(), userId: z.int() })),
  hashtags: z.array(z.string()),
  /** The language the author wrote in (the page's when posting), so the text is marked as such. */
  lang: z.enum(LOCALES),
  images: z.array(postPicture),
  poll: z.nullable(postPoll),
  match: z.nullable(postMatch),
  /** Null outside any group. */
  group: z.nullable(postGroup),
  /** Null when the author named no place. */
  place: z.nullable(postPlace),
  audience: z.enum(POST_AUDIENCES),
  state: z.enum(POST_STATES),
  createdAt: z.int(),
  editedAt: z.nullable(z.int()),
});

export const post = z.object({
  ...postCore.shape,
  /** A share's original; null when the original is gone or the reader may not see it (the share then says so). */
  shared: z.nullable(postCore),
  /** The post shares another one, whether or not the reader may see it. */
  isShare: z.boolean(),
  reactions: z.partialRecord(reaction, z.int()),
  myReaction: z.nullable(reaction),
  commentCount: z.int(),
  shareCount: z.int(),
  saved: z.boolean(),
  mine: z.boolean(),
  reported: z.boolean(),
  /** Until when the author may still change the text; null for anyone else or after the window. */
  editableUntil: z.nullable(z.int()),
});
export type Post = z.infer<typeof post>;

/**
 * A page of posts. `home`: the reader's feed (guests: public posts); `member`: one member's posts the
 * reader may see (`id`); `hashtag`: posts with `tag`; `saved`: the reader's saved posts (members only).
 * `cursor` is the previous page's `nextCursor`; a forged cursor is 422.
 */
export const feedList = endpoint(calls.feedList, {
  query: z.strictObject({
    scope: z._default(z.enum(FEED_SCOPES), 'home'),
    id: z.optional(queryId),
    tag: z.optional(z.string().check(z.minLength(1), z.maxLength(POST_LIMITS.hashtagMaxChars + 1))),
    sort: z._default(z.enum(FEED_SORTS), 'ranked'),
    cursor: z.optional(z.string().check(z.maxLength(200))),
    pageSize: z._default(queryInt(1, POST_LIMITS.pageSizeMax), POST_LIMITS.pageSize),
  }),
  data: z.object({ list: z.array(post), nextCursor: z.nullable(z.string()) }),
});

/** One post the reader may see; 404 otherwise (unknown, deleted, removed, or not for this reader). */
export const feedPost = endpoint(calls.feedPost, { query: z.strictObject({ id: queryId }), data: post });

/** Hashtags most used in public posts of the last days. */
export const feedTrends = endpoint(calls.feedTrends, {
  data: z.array(z.object({ tag: z.string(), count: z.int() })),
});

/** A data URL of at most POST_LIMITS.imageMaxBytes of image, as base64 (4 characters per 3 bytes, plus the prefix). */
export const FEED_IMAGE_BODY_BYTES = Math.ceil((POST_LIMITS.imageMaxBytes * 4) / 3) + 4096;

/** Members only. Sniffs and draws a picture again (metadata gone); answers its path for `feedCreate`. */
export const feedImage = endpoint(calls.feedImage, {
  body: z.strictObject({ image: z.string().check(z.regex(/^data:image\/[\w+.-]+;base64,[A-Za-z0-9+/=\s]*$/, 'must be a base64 image data URL')) }),
  data: postImage,
  maxBodyBytes: FEED_IMAGE_BODY_BYTES,
});

/**
 * Members only (401); a suspended member 403; too many in a short time 429. Text, pictures, a poll or a
 * match (at least one; a share may be empty), or `sharedPostId` to share a post the member may see (404
 * otherwise). Pictures must be paths `feedImage` answered. What the spam filter holds comes back with
 * state `held`, seen only by its author until staff look.
 */
export const feedCreate = endpoint(calls.feedCreate, {
  body: z.strictObject({
    body: text(POST_LIMITS.bodyMax),
    audience: z._default(z.enum(POST_AUDIENCES), 'public'),
    images: z._default(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(POST_LIMITS.imagesMax)), []),
    /** A description for each picture, in the same order ('' for none); no more than there are pictures. */
    imageAlts: z._default(z.array(z.string().check(z.maxLength(POST_LIMITS.imageAltMax))).check(z.maxLength(POST_LIMITS.imagesMax)), []),
    poll: z.optional(
      z.nullable(
        z.strictObject({
          question: z.optional(z.nullable(text(POST_LIMITS.pollQuestionMax))),
          options: z.array(text(POST_LIMITS.pollOptionMax)).check(z.minLength(POST_LIMITS.pollOptionsMin), z.maxLength(POST_LIMITS.pollOptionsMax)),
        }),
      ),
    ),
    fixtureId: z.optional(z.nullable(id)),
    roomId: z.optional(z.nullable(id)),
    sharedPostId: z.optional(z.nullable(id)),
    /** A group the author belongs to (lib/domain/groups); the post then reads as the group's. */
    groupId: z.optional(z.nullable(id)),
    /** A place (lib/domain/places) the post is at. */
    placeId: z.optional(z.nullable(id)),
  }),
  data: post,
});

/** The author changes the text or audience within POST_LIMITS.editWindowMs (403 for others, 409 after); marked edited. */
export const feedEdit = endpoint(calls.feedEdit, {
  body: z.strictObject({ id, body: text(POST_LIMITS.bodyMax), audience: z.enum(POST_AUDIENCES) }),
  data: post,
});

/** The author deletes their post (403 on anyone else's); deleting it again changes nothing. */
export const feedDelete = endpoint(calls.feedDelete, { body: z.strictObject({ id }), data: z.object({ id: z.int(), state: z.enum(POST_STATES) }) });

/** Sets the member's reaction (null takes it back); the same again changes nothing. */
export const feedReact = endpoint(calls.feedReact, {
  body: z.strictObject({ id, reaction: z.nullable(reaction) }),
  data: z.object({ id: z.int(), reactions: z.partialRecord(reaction, z.int()), myReaction: z.nullable(reaction) }),
});

/** One vote per member per poll; voting again moves the vote. 404 for a post without a poll or an option not its own. */
export const feedVote = endpoint(calls.feedVote, { body: z.strictObject({ id, optionId: id }), data: postPoll });

/** One report per member per post (409 for a second), not one's own (422); files it in the review queue. */
export const feedReport = endpoint(calls.feedReport, {
  body: z.strictObject({ id, reason: z.enum(POST_REPORT_REASONS) }),
  data: z.object({ id: z.int(), reported: z.boolean() }),
});

/**
 * A member's profile as the reader may see it; 404 for an unknown member or one who blocked the reader
 * (or whom the reader blocked). Counts only include what the reader may see.
 */
export const feedProfile = endpoint(calls.feedProfile, {
  query: z.strictObject({ userId: queryId }),
  data: z.object({
    author: postAuthor,
    bio: z.string(),
    /** The language the bio was written in; null when not known. */
    bioLang: z.nullable(z.enum(LOCALES)),
    cover: z.nullable(z.string()),
    joinedAt: z.int(),
    favouriteTeams: z.array(teamRef),
    counts: z.object({ posts: z.int(), friends: z.int(), groups: z.int() }),
    /** A few of the member's friends, for the profile's friends box. */
    friends: z.array(z.object({ userId: z.int(), displayName: z.string(), profilePicture: z.nullable(z.string()) })),
    /** Groups the member is in that the reader may know of: public ones, and private ones the reader is in too; the biggest first. */
    groups: z.array(z.object({ id: z.int(), name: z.string(), privacy: z.enum(GROUP_PRIVACIES), memberCount: z.int() })),
    /** The reader's tie to this member; `self` on one's own profile. */
    relation: z.union([z.enum(FRIEND_STATUSES), z.literal('self')]),
    /** The reader's report on this member still waits for staff (a second is refused with 409). */
    reported: z.boolean(),
  }),
});

/** The member's own bio and cover (a `feedImage`-style data URL, or null to remove it). */
export const feedProfileEdit = endpoint(calls.feedProfileEdit, {
  body: z.strictObject({
    bio: text(POST_LIMITS.bioMax),
    cover: z.optional(z.nullable(z.string().check(z.regex(/^data:image\/[\w+.-]+;base64,[A-Za-z0-9+/=\s]*$/, 'must be a base64 image data URL')))),
  }),
  data: z.object({ bio: z.string(), cover: z.nullable(z.string()) }),
  maxBodyBytes: FEED_IMAGE_BODY_BYTES,
});

/** What the member's feed topic (`feedTopic`) carries: a post the member may see was published by someone else. */
export const feedPush = z.object({ type: z.literal('new-post'), postId: z.int(), authorId: z.int() });
export type FeedPush = z.infer<typeof feedPush>;
