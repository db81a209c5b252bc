import { ApiError } from '@/lib/api/error-catalogue';
import type { CommentRateAction } from '@/lib/domain/comments';

/** The message key (under `comments.errors`) for a failed write, by the answer's status. */
export type CommentErrorKey = 'flood' | 'slowDown' | 'empty' | 'gone' | 'banned' | 'generic';

/** `action` words a 429: too many comments, or too many reactions or reports. */
export function commentErrorKey(err: unknown, action: CommentRateAction = 'post'): CommentErrorKey {
  const status = err instanceof ApiError ? err.status : 0;
  if (status === 429) return action === 'post' ? 'flood' : 'slowDown';
  if (status === 422) return 'empty';
  if (status === 404) return 'gone';
  if (status === 403) return 'banned';
  return 'generic';
}

export const isUnauthorized = (err: unknown): boolean => err instanceof ApiError && err.status === 401;
export const isConflict = (err: unknown): boolean => err instanceof ApiError && err.status === 409;
