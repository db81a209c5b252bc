import '@/lib/api/server-context';
import type { BodyOf, DataOf, Endpoint, QueryOf } from '@/lib/contract/endpoint';
import { buildHeaders, resolveRequestContext } from '@/lib/api/request-context';
import { reportError } from '@/lib/observability/report';
import { handleApiRequest } from '@/server/api';

interface ServerApiInput<E extends Endpoint> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

export type ServerApiResult<T> = { ok: true; data: T } | { ok: false; status: number };

/**
 * One API call made in process with the visitor's own headers (token or guest token, language), so a
 * server-rendered page sees exactly what the browser would: the member's follow flags, 401 for a guest.
 * A failure carries its status (0 when there was no answer); the browser then fetches again.
 */
export async function serverApiResult<E extends Endpoint>(e: E, input: ServerApiInput<E> = {}): Promise<ServerApiResult<DataOf<E>>> {
  try {
    const headers = buildHeaders(await resolveRequestContext());
    const url = new URL(e.path, 'http://in-process.invalid');
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const init: RequestInit = { method: e.method, headers };
    if (e.method !== 'GET') {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(input.body ?? {});
    }
    const res = await handleApiRequest(new Request(url, init));
    if (!res.ok) return { ok: false, status: res.status };
    const json: unknown = await res.json();
    const data = e.data.safeParse((json as { data?: unknown } | null)?.data);
    return data.success ? { ok: true, data: data.data as DataOf<E> } : { ok: false, status: 0 };
  } catch (err) {
    reportError(err, { where: 'server api call', path: e.path });
    return { ok: false, status: 0 };
  }
}

/** The data, or null on any failure (spec §8: API helpers fail to null). */
export async function serverApi<E extends Endpoint>(e: E, input: ServerApiInput<E> = {}): Promise<DataOf<E> | null> {
  const result = await serverApiResult(e, input);
  return result.ok ? result.data : null;
}
