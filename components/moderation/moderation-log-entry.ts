import type { ModerationLogEntry } from '@/lib/contract/chat';

/** What a detail names, so the page can word it: a duration, a slow-mode value, a role change, the article a comment is under. */
export type LoggedDetail = { kind: 'seconds'; seconds: number } | { kind: 'until-lifted' } | { kind: 'became-commentator' } | { kind: 'article'; id: number } | { kind: 'none' };

/** Whether the entry is about a comment, whose `messageId` is the comment's id. */
export const isCommentAction = (action: ModerationLogEntry['action']): boolean => action.startsWith('comment-');

export function loggedDetail(entry: Pick<ModerationLogEntry, 'action' | 'detail'>): LoggedDetail {
  if (isCommentAction(entry.action)) {
    const article = /^article:(\d+)$/.exec(entry.detail ?? '')?.[1];
    return article === undefined ? { kind: 'none' } : { kind: 'article', id: Number(article) };
  }
  if (entry.action === 'role') return entry.detail === 'member->commentator' ? { kind: 'became-commentator' } : { kind: 'none' };
  if (entry.action === 'ban' && entry.detail === null) return { kind: 'until-lifted' };
  const seconds = /^(\d+)s$/.exec(entry.detail ?? '')?.[1];
  return seconds === undefined ? { kind: 'none' } : { kind: 'seconds', seconds: Number(seconds) };
}
