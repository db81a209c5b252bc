import { queryOptions } from '@tanstack/react-query';
import { siteSearch } from '@/lib/contract/search-calls';
import type { SearchKind } from '@/lib/domain/search';
import { apiQuery } from '../lazy-client';

/** The site search: one key per query text, kind and size, shared by the header box and the results page. */
export const SEARCH_KEY_ROOT = 'search';

export interface SearchInput {
  q: string;
  kind?: SearchKind;
  /** Answers per kind. */
  limit: number;
}

export const searchKeys = {
  results: ({ q, kind, limit }: SearchInput) => [SEARCH_KEY_ROOT, q, kind ?? 'all', limit] as const,
};

export function searchQuery(input: SearchInput) {
  return queryOptions({
    queryKey: searchKeys.results(input),
    queryFn: ({ signal }) => apiQuery(siteSearch, { query: input, signal }),
    staleTime: 60_000,
  });
}
