import type { ModerationLogEntry } from '@/lib/contract/chat';
import { REVIEW_KINDS, type ReviewKind } from '@/lib/domain/review';

/**
 * What a detail names, so the page can word it: a duration, a slow-mode value, a role change, the article
 * a comment is under, the item a review-queue action closed (with a suspension's days).
 */
export type LoggedDetail =
  | { kind: 'seconds'; seconds: number }
  | { kind: 'until-lifted' }
  | { kind: 'became-commentator' }
  | { kind: 'article'; id: number }
  | { kind: 'reviewed'; item: ReviewKind; id: number; days: number | null }
  | { kind: 'none' };

/** Whether the entry is about a comment, whose `messageId` is the comment's id. */
export const isCommentAction = (action: ModerationLogEntry['action']): boolean => action.startsWith('comment-');

/** `post:12`, `chat:55;7d`: the review queue's record of what it acted on. */
function reviewedDetail(detail: string | null): LoggedDetail {
  const m = /^([a-z]+):(\d+)(?:;(\d+)d)?$/.exec(detail ?? '');
  const item = REVIEW_KINDS.find((k) => k === m?.[1]);
  if (!m || !item) return { kind: 'none' };
  return { kind: 'reviewed', item, id: Number(m[2]), days: m[3] === undefined ? null : Number(m[3]) };
}

export function loggedDetail(entry: Pick<ModerationLogEntry, 'action' | 'detail'>): LoggedDetail {
  if (entry.action.startsWith('review-')) return reviewedDetail(entry.detail);
  if (isCommentAction(entry.action)) {
    const article = /^article:(\d+)$/.exec(entry.detail ?? '')?.[1];
    return article === undefined ? { kind: 'none' } : { kind: 'article', id: Number(article) };
  }
  if (entry.action === 'role') return entry.detail === 'member->commentator' ? { kind: 'became-commentator' } : { kind: 'none' };
  if (entry.action === 'ban' && entry.detail === null) return { kind: 'until-lifted' };
  const seconds = /^(\d+)s$/.exec(entry.detail ?? '')?.[1];
  return seconds === undefined ? { kind: 'none' } : { kind: 'seconds', seconds: Number(seconds) };
}
