import { isReviewer } from './community';

/**
 * The staff review queue: what the spam filter held and what members reported, in one list. The spec
 * is silent here; the queue is ours.
 */

/** What an item in the queue is: a feed post, a comment, a live-chat message, or a member reported as a whole. */
export const REVIEW_KINDS = ['post', 'comment', 'chat', 'member'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** Why it is in the queue: the spam filter held it, or members reported it. */
export const REVIEW_SOURCES = ['filter', 'report'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** `open` until a reviewer acts; each action closes the item with its own state. */
export const REVIEW_STATES = ['open', 'approved', 'removed', 'warned', 'suspended', 'dismissed'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * approve: a held item is published as it was; dismiss: a report was unfounded; remove: the item goes;
 * warn: the item goes and its author gets a warning in the inbox; suspend: the item goes and its author
 * may not post, comment or chat for a while.
 */
export const REVIEW_ACTIONS = ['approve', 'dismiss', 'remove', 'warn', 'suspend'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** Suspension lengths a reviewer picks from, in days. */
export const SUSPENSION_DAYS = [1, 3, 7, 30] as const;
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number];

/** Who works the queue: the same staff roles that review commentator applications. */
export const reviewsQueue = isReviewer;

/** The state each action closes an item with. */
export const REVIEW_ACTION_STATE: Readonly<Record<ReviewAction, Exclude<ReviewState, 'open'>>> = {
  approve: 'approved',
  dismiss: 'dismissed',
  remove: 'removed',
  warn: 'warned',
  suspend: 'suspended',
};

/**
 * What a reviewer may do with an item: a held item is approved (published as it was) or taken down; a
 * report is dismissed (the item stays) or acted on. A member reported as a whole has nothing to publish
 * or take down: the report is dismissed, or the member warned or suspended.
 */
export function reviewActionsFor(item: { kind: ReviewKind; source: ReviewSource }): readonly ReviewAction[] {
  const keep: ReviewAction = item.source === 'filter' ? 'approve' : 'dismiss';
  return item.kind === 'member' ? [keep, 'warn', 'suspend'] : [keep, 'remove', 'warn', 'suspend'];
}

/** Why a member reports another member; names are in messages (`community.reviewQueue.reasons.{reason}`). */
export const MEMBER_REPORT_REASONS = ['spam', 'abuse', 'impersonation', 'other'] as const;
export type MemberReportReason = (typeof MEMBER_REPORT_REASONS)[number];

export const REVIEW_PAGE_SIZE = { default: 20, max: 50 } as const;
