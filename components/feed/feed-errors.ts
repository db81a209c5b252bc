import { ApiError } from '@/lib/api/error-catalogue';
import { FeedRefusal } from '@/lib/api/queries/feed';

/** The message key (under `feed.errors`) for a failed write, by the answer's status. */
export type FeedErrorKey = 'network' | 'login' | 'suspended' | 'gone' | 'conflict' | 'tooLarge' | 'tooFast' | 'invalid' | 'generic';

const BY_STATUS: Readonly<Record<number, FeedErrorKey>> = {
  // No answer at all (the client's NO_RESPONSE); the client module itself loads only with the first call.
  0: 'network',
  401: 'login',
  403: 'suspended',
  404: 'gone',
  409: 'conflict',
  413: 'tooLarge',
  422: 'invalid',
  429: 'tooFast',
};

export function feedErrorKey(err: unknown): FeedErrorKey {
  const status = err instanceof ApiError ? err.status : -1;
  return BY_STATUS[status] ?? 'generic';
}

/**
 * What to tell the member: the server words bad input (422) in the member's language and names what
 * was wrong, so its sentence is shown; every other refusal gets our own.
 */
export function feedErrorText(err: unknown, t: (key: FeedErrorKey) => string): string {
  if (err instanceof FeedRefusal && err.status === 422 && err.reason.trim()) return err.reason;
  return t(feedErrorKey(err));
}

export const isUnauthorized = (err: unknown): boolean => err instanceof ApiError && err.status === 401;
