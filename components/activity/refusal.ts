import { ApiError } from '@/lib/api/error-catalogue';

/**
 * The message key (under each namespace's `errors`) for a refused write, by the answer's status. The
 * server words bad input in English for developers; members get our own sentence in their language.
 */
export type RefusalKey = 'network' | 'login' | 'forbidden' | 'gone' | 'conflict' | 'tooLarge' | 'invalid' | 'tooFast' | 'generic';

const BY_STATUS: Readonly<Record<number, RefusalKey>> = { 0: 'network', 401: 'login', 403: 'forbidden', 404: 'gone', 409: 'conflict', 413: 'tooLarge', 422: 'invalid', 429: 'tooFast' };

export const statusOf = (err: unknown): number => (err instanceof ApiError ? err.status : -1);

export const refusalKey = (err: unknown): RefusalKey => BY_STATUS[statusOf(err)] ?? 'generic';

export const isUnauthorized = (err: unknown): boolean => statusOf(err) === 401;

/** The field a 422 names first ("… title: at least 3 characters" → "title"), so a form can mark it. */
export function refusedField(err: unknown): string | null {
  if (statusOf(err) !== 422 || !(err instanceof Error)) return null;
  // The client's error reads "422 /path: <the server's words>".
  const words = err.message.replace(/^\d+ \S+: /, '');
  return /^([a-zA-Z]+)[.:]/.exec(words)?.[1] ?? null;
}
