import type { ServerQueryResult } from './server-query';

/** Whether a refusal means the id names nothing: unknown (404), or outside what the API accepts (422). */
export function namesNothing(status: number): boolean {
  return status === 404 || status === 422;
}

/**
 * The entity a page is about, or null when its id names nothing (the page's 404). Any other failure
 * is thrown, so the visitor gets the error view and can try again, not a 404 for a page that exists.
 */
export function foundOrNull<T>(result: ServerQueryResult<T>, what: string): T | null {
  if (result.ok) return result.data;
  if (namesNothing(result.status)) return null;
  throw new Error(`${what} failed with ${result.status}`);
}

/** Data a page cannot be drawn without: any failure is thrown to the error view. */
export function required<T>(result: ServerQueryResult<T>, what: string): T {
  if (result.ok) return result.data;
  throw new Error(`${what} failed with ${result.status}`);
}
