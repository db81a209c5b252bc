import * as z from 'zod/mini';
import { COMMENT_KINDS, COMMENT_LIMITS, COMMENT_MODERATIONS, COMMENT_REACTIONS, COMMENT_REPORT_REASONS, COMMENT_SORTS, COMMENT_STATES } from '@/lib/domain/comments';
import { LOCALES } from '@/lib/domain/locale';
import { endpoint, queryInt } from './endpoint';
import * as calls from './comments-calls';

const ID_MAX = 2_147_483_647;
const id = z.int().check(z.positive(), z.maximum(ID_MAX));
const queryId = queryInt(1, ID_MAX);
const reaction = z.enum(COMMENT_REACTIONS);

export const commentAuthor = z.object({
  userId: z.int(),
  displayName: z.string(),
  profilePicture: z.nullable(z.string()),
  siteRoleId: z.int(),
});

export const comment = z.object({
  id: z.int(),
  /** The top comment a reply answers; null for a top comment. */
  parentId: z.nullable(z.int()),
  author: commentAuthor,
  /** Plain text; null when the comment is deleted, or hidden from a reader who does not moderate, and only stands for its replies. */
  body: z.nullable(z.string()),
  /** The language it was written in; null when not known. */
  lang: z.nullable(z.enum(LOCALES)),
  state: z.enum(COMMENT_STATES),
  createdAt: z.int(),
  /** Replies the viewer is shown: visible ones, and hidden ones for moderators (top comments only; 0 for a reply). */
  replyCount: z.int(),
  /** How many members chose each reaction; reactions nobody chose are left out. */
  reactions: z.partialRecord(reaction, z.int()),
  myReaction: z.nullable(reaction),
  /** The viewer wrote it. */
  mine: z.boolean(),
  /** The viewer reported it. */
  reported: z.boolean(),
  /** Reports against it; counted for moderators only (0 for everyone else). */
  reportCount: z.int(),
});
export type Comment = z.infer<typeof comment>;

const page = z.object({ list: z.array(comment), total: z.int() });
export type CommentPage = z.infer<typeof page>;

/** Top comments of an item, paged, with their reply counts; guests may read. `count` is every visible comment, replies included. */
export const commentList = endpoint(calls.commentList, {
  query: z.strictObject({
    kind: z.enum(COMMENT_KINDS),
    itemId: queryId,
    sort: z._default(z.enum(COMMENT_SORTS), 'newest'),
    pageNum: z._default(queryInt(1, 10_000), 1),
    pageSize: z._default(queryInt(1, COMMENT_LIMITS.pageSizeMax), COMMENT_LIMITS.pageSize),
  }),
  data: z.object({ list: z.array(comment), total: z.int(), count: z.int(), canModerate: z.boolean() }),
});

/** Replies to one top comment, oldest first. */
export const commentReplies = endpoint(calls.commentReplies, {
  query: z.strictObject({
    parentId: queryId,
    pageNum: z._default(queryInt(1, 10_000), 1),
    pageSize: z._default(queryInt(1, COMMENT_LIMITS.pageSizeMax), COMMENT_LIMITS.repliesPageSize),
  }),
  data: page,
});

/**
 * Members only (401). An unknown item or parent is 404; a blank or too long text 422; too many in a
 * short time 429. A reply to a reply is filed under that reply's top comment.
 */
export const commentPost = endpoint(calls.commentPost, {
  body: z.strictObject({
    kind: z.enum(COMMENT_KINDS),
    itemId: id,
    // Counted here in UTF-16 units, so twice the limit lets an all-emoji comment through; the service counts characters.
    body: z.string().check(z.maxLength(COMMENT_LIMITS.bodyMax * 2)),
    parentId: z.optional(z.nullable(id)),
  }),
  data: comment,
});

/** Sets the member's reaction to a comment (null takes it back); saying the same again changes nothing. Too many in a short time: 429. */
export const commentReact = endpoint(calls.commentReact, {
  body: z.strictObject({ id, reaction: z.nullable(reaction) }),
  data: z.object({ id: z.int(), reactions: z.partialRecord(reaction, z.int()), myReaction: z.nullable(reaction) }),
});

/** One report per member per comment: a second is 409; one's own comment cannot be reported (422); too many in a short time 429. */
export const commentReport = endpoint(calls.commentReport, {
  body: z.strictObject({ id, reason: z.enum(COMMENT_REPORT_REASONS) }),
  data: z.object({ id: z.int(), reported: z.boolean() }),
});

/** The author deletes their own comment (403 on anyone else's); deleting it again changes nothing. */
export const commentDelete = endpoint(calls.commentDelete, {
  body: z.strictObject({ id }),
  data: z.object({ id: z.int(), state: z.enum(COMMENT_STATES) }),
});

/** Moderators hide, show again or delete any comment, each change written to the moderation log; 403 for everyone else. */
export const commentModerate = endpoint(calls.commentModerate, {
  body: z.strictObject({ id, action: z.enum(COMMENT_MODERATIONS) }),
  data: z.object({ id: z.int(), state: z.enum(COMMENT_STATES) }),
});
