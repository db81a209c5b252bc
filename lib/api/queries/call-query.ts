import { queryOptions } from '@tanstack/react-query';
import type { Call } from '@/lib/contract/call';
import type { QueryOf } from '@/lib/contract/endpoint';
import { apiQuery } from '../lazy-client';

interface Freshness {
  staleTime?: number;
  refetchInterval?: number;
}

/**
 * The query options of one plain GET, keyed under its section's root so the section can refresh all
 * of its queries at once. Sections whose answers need reshaping or a viewer in the key write their
 * own `queryOptions`; the rest use this.
 */
export function callQuery<E extends Call>(root: string, e: E, query?: QueryOf<E>, freshness: Freshness = {}) {
  return queryOptions({
    queryKey: [root, e.path, query ?? {}] as const,
    queryFn: ({ signal }) => apiQuery(e, { query, signal }),
    ...freshness,
  });
}
