import { ApiError } from '@/lib/api/error-catalogue';

/** The message key (under `comments.errors`) for a failed write, by the answer's status. */
export type CommentErrorKey = 'flood' | 'empty' | 'gone' | 'banned' | 'generic';

export function commentErrorKey(err: unknown): CommentErrorKey {
  const status = err instanceof ApiError ? err.status : 0;
  if (status === 429) return 'flood';
  if (status === 422) return 'empty';
  if (status === 404) return 'gone';
  if (status === 403) return 'banned';
  return 'generic';
}

export const isUnauthorized = (err: unknown): boolean => err instanceof ApiError && err.status === 401;
export const isConflict = (err: unknown): boolean => err instanceof ApiError && err.status === 409;
