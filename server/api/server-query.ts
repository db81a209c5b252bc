import '@/lib/api/server-context';
import { headers } from 'next/headers';
import { cache } from 'react';
import { type DehydratedState, dehydrate, type FetchQueryOptions, hashKey, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/error-catalogue';
import { makeQueryClient } from '@/lib/api/query-client';
import { setServerTransport } from '@/lib/api/request-context';
import { reportError } from '@/lib/observability/report';
import { PAGE_HEADERS } from '@/lib/seo/page-headers';
import { handleApiRequest } from '@/server/api';
import { installedMockApi } from '@/server/mock/hook';

/** The visitor's address, so their per-address allowances count the page's calls too. */
async function visitorAddress(): Promise<string | undefined> {
  try {
    return (await headers()).get(PAGE_HEADERS.client) ?? undefined;
  } catch {
    return undefined; // outside a request (build time)
  }
}

// A server render calls the API the way the browser does, through the same query options and the
// same client, with the visitor's own headers; only the wire differs: the request goes straight to
// the app's handler in this process, as if it came from the visitor's own socket.
setServerTransport(async (request) => handleApiRequest(await withQaScenarios(request), { incoming: { socket: { remoteAddress: await visitorAddress() } } }));

/**
 * In the QA mode a page's own calls must meet the scenarios its browser picked, and those travel in
 * the page request's cookies; otherwise the API sees only what the browser itself would send.
 */
async function withQaScenarios(request: Request): Promise<Request> {
  if (!installedMockApi()) return request;
  let cookie: string | null = null;
  try {
    cookie = (await headers()).get('cookie');
  } catch {
    return request; // outside a request (build time)
  }
  if (!cookie) return request;
  const forwarded = new Headers(request.headers);
  forwarded.set('cookie', cookie);
  return new Request(request, { headers: forwarded });
}

export type ServerQueryResult<T> = { ok: true; data: T } | { ok: false; status: number };

/** One query client per request, so every part of a page shares one answer per key. */
const requestClient = cache(makeQueryClient);

/** What this request's page hands to the browser: only the queries it prefetched for its islands. */
const requestPrefetched = cache(() => new Set<string>());

/**
 * The answer for a page's own server rendering, or the failure's status (0 when nothing answered),
 * so a page can tell "unknown id" (404) from "the API failed" (error view, the browser tries again).
 */
export async function serverQuery<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Promise<ServerQueryResult<T>> {
  try {
    return { ok: true, data: await requestClient().fetchQuery({ ...options, retry: false }) };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, status: err.status };
    reportError(err, { where: 'server query', key: hashKey(options.queryKey) });
    return { ok: false, status: 0 };
  }
}

/** The data, or null on any failure (spec §8: API helpers fail to null). */
export async function serverData<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Promise<T | null> {
  const result = await serverQuery(options);
  return result.ok ? result.data : null;
}

/**
 * Loads a query for the browser's islands: `<Hydrate>` hands its answer over with the page, so the
 * island's `useQuery` with the same options starts from it instead of asking again. A failure is
 * left out; the island then asks the API itself and shows its error view if that fails too.
 */
export async function prefetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Promise<T | null> {
  const data = await serverData(options);
  if (data !== null) requestPrefetched().add(hashKey(options.queryKey));
  return data;
}

/** Seeds a query the page already holds the answer to (read through another query) for the islands. */
export function prefill<T>(queryKey: QueryKey, data: T): void {
  requestClient().setQueryData(queryKey, data);
  requestPrefetched().add(hashKey(queryKey));
}

/** The queries this request prefetched, in the form the browser's query cache takes them in. */
export function prefetchedState(): DehydratedState {
  const keep = requestPrefetched();
  return dehydrate(requestClient(), { shouldDehydrateQuery: (query) => keep.has(query.queryHash) });
}
