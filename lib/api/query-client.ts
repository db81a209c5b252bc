import { QueryClient, defaultShouldDehydrateQuery, isServer } from '@tanstack/react-query';
import { ApiError } from './error-catalogue';
import { onApiLocaleChange } from './request-context';
import { useSessionStore } from '@/lib/stores/session-store';

export const QUERY_STALE_MS = 30_000;

/** Retry once, but not client errors: a 4xx will not change, and a 401 already ran its catalogue row. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      dehydrate: {
        // Pending queries are streamed to the client too (prefetch without await in a server component).
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** Server: a new client on every call (wrap in React `cache` per request). Browser: one shared client. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  if (!browserClient) {
    const client = makeQueryClient();
    // Responses are translated by x-language, so a locale switch makes every cached answer stale.
    onApiLocaleChange(() => void client.invalidateQueries());
    // A member's answers must not outlive their session in this tab: when the member logs out (or
    // another signs in), everything cached is dropped and what is on screen is asked for again.
    useSessionStore.subscribe((now, before) => {
      const member = (s: typeof now) => (s.isGuest ? null : (s.user?.userId ?? null));
      if (member(before) !== null && member(before) !== member(now)) void client.resetQueries();
    });
    browserClient = client;
  }
  return browserClient;
}
