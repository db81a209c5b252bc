import { moderatesPublicRooms } from './chat-moderation';
import { SITE_ROLE } from './site-roles';

/** What members can comment on; each later section (clips, films, reels, posts) adds its kind here. */
export const COMMENT_KINDS = ['article', 'clip', 'post'] as const;
export type CommentKind = (typeof COMMENT_KINDS)[number];

/**
 * Comments are one level deep: a top comment and its replies. A reply to a reply is attached to the
 * reply's top comment, as threads on news sites read, so no thread ever grows a second level.
 */
export const COMMENT_LIMITS = {
  /** Characters of one comment, after surrounding blanks are trimmed. */
  bodyMax: 1000,
  pageSize: 20,
  pageSizeMax: 50,
  repliesPageSize: 10,
  /**
   * What one member may do to comments per window, the chat's fixed window made longer for longer
   * texts: a handful of posts for members, more for moderators (who answer many at once); reactions
   * are quick taps, so more of them; reports fewer, as each asks a moderator to look.
   */
  rate: {
    post: { member: 5, moderator: 30 },
    react: { member: 30, moderator: 60 },
    report: { member: 10, moderator: 30 },
    windowMs: 60_000,
  },
} as const;

/** The rate-limited things a member does to comments. */
export type CommentRateAction = 'post' | 'react' | 'report';

/** The orders a comment list offers: newest first, oldest first, most reactions first. */
export const COMMENT_SORTS = ['newest', 'oldest', 'top'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

/** The fixed reactions; a member holds at most one per comment. */
export const COMMENT_REACTIONS = ['like', 'love', 'haha', 'wow'] as const;
export type CommentReaction = (typeof COMMENT_REACTIONS)[number];
export const REACTION_EMOJI: Readonly<Record<CommentReaction, string>> = { like: '👍', love: '❤️', haha: '😂', wow: '😮' };

/** Why a member reports a comment; names are in messages (`comments.report.reasons.{reason}`). */
export const COMMENT_REPORT_REASONS = ['spam', 'abuse', 'offTopic', 'other'] as const;
export type CommentReportReason = (typeof COMMENT_REPORT_REASONS)[number];

/**
 * A comment is shown, hidden by a moderator, or deleted by its author or a moderator. A hidden or
 * deleted top comment that still has replies stays as a placeholder, without its text, so the thread reads.
 */
export const COMMENT_STATES = ['visible', 'hidden', 'deleted'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

export const COMMENT_MODERATIONS = ['hide', 'unhide', 'delete'] as const;
export type CommentModeration = (typeof COMMENT_MODERATIONS)[number];

/**
 * Who moderates comments: whoever moderates every public chat room (staff, customer care, leader
 * operators), and commentators, who answer for the talk around the matches they cover.
 */
export function moderatesComments(siteRoleId: number): boolean {
  return moderatesPublicRooms(siteRoleId) || siteRoleId === SITE_ROLE.commentator;
}

/** How many of `action` a member of this role may do per rate window. */
export function commentRateLimit(siteRoleId: number, action: CommentRateAction): number {
  const rate = COMMENT_LIMITS.rate[action];
  return moderatesComments(siteRoleId) ? rate.moderator : rate.member;
}
