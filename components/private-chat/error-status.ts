/** The HTTP status of a failed call (the API client's errors carry one), without loading the client for it. */
export function errorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}
