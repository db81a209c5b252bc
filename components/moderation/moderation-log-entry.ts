import type { ModerationLogEntry } from '@/lib/contract/chat';

/** What a detail names, so the page can word it: a duration, a slow-mode value, a role change. */
export type LoggedDetail = { kind: 'seconds'; seconds: number } | { kind: 'until-lifted' } | { kind: 'became-commentator' } | { kind: 'none' };

export function loggedDetail(entry: Pick<ModerationLogEntry, 'action' | 'detail'>): LoggedDetail {
  if (entry.action === 'role') return entry.detail === 'member->commentator' ? { kind: 'became-commentator' } : { kind: 'none' };
  if (entry.action === 'ban' && entry.detail === null) return { kind: 'until-lifted' };
  const seconds = /^(\d+)s$/.exec(entry.detail ?? '')?.[1];
  return seconds === undefined ? { kind: 'none' } : { kind: 'seconds', seconds: Number(seconds) };
}
