import { envelope, errorEnvelope, type BodyOf, type DataOf, type Endpoint, type QueryOf } from '@/lib/contract/endpoint';
import { reportError } from '@/lib/observability/report';
import { ApiError, endpointKind, handleFailure } from './error-catalogue';
import { apiBase, authOf, buildHeaders, resolveRequestContext } from './request-context';

export interface ApiInput<E extends Endpoint> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/** Status used for failures that never got an HTTP answer (network, abort, thrown errors). */
export const NO_RESPONSE = 0;

function appendQuery(url: URL, query: unknown): void {
  if (typeof query !== 'object' || query === null) return;
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) url.searchParams.append(key, String(v));
  }
}

export function buildUrl(e: Endpoint, query?: unknown): URL {
  const url = new URL(e.path, apiBase());
  appendQuery(url, query);
  return url;
}

const failure = (status: number, message: string): { ok: false; status: number; message: string } => ({
  ok: false,
  status,
  message,
});

function isAbort(err: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  return typeof err === 'object' && err !== null && 'name' in err && err.name === 'AbortError';
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

async function send<E extends Endpoint>(e: E, input: ApiInput<E>, retried: boolean): Promise<ApiResult<DataOf<E>>> {
  const ctx = await resolveRequestContext();
  const headers = buildHeaders(ctx);
  const init: RequestInit = { method: e.method, headers, credentials: 'same-origin', signal: input.signal };
  if (e.method !== 'GET') {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(input.body ?? {});
  }
  const res = await fetch(buildUrl(e, input.query), init);
  const json = await readJson(res);

  const err = errorEnvelope.safeParse(json);
  if (res.ok) {
    const parsed = envelope(e.data).safeParse(json);
    if (parsed.success && parsed.data.code === 200) return { ok: true, data: parsed.data.data as DataOf<E> };
    if (!err.success || err.data.code === 200) {
      const issues = parsed.success ? [] : parsed.error.issues;
      reportError(new Error(`Response of ${e.path} breaks the contract`), { path: e.path, issues });
      return failure(res.status, 'Invalid response');
    }
  }

  // An envelope may carry an error code under HTTP 200; the code is the one that counts.
  const status = res.ok && err.success ? err.data.code : res.status;
  const message = err.success ? err.data.msg : res.statusText;
  const outcome = await handleFailure(endpointKind(e), authOf(ctx).kind, retried, { path: e.path, status, message });
  if (outcome === 'retry') return send(e, input, true);
  return failure(status, message);
}

/** Like `apiCall`, but keeps the failure's status and message (forms show the server's message). */
export async function apiRequest<E extends Endpoint>(e: E, input: ApiInput<E> = {}): Promise<ApiResult<DataOf<E>>> {
  try {
    return await send(e, input, false);
  } catch (err) {
    if (isAbort(err, input.signal)) return failure(NO_RESPONSE, 'Aborted');
    reportError(err, { path: e.path });
    return failure(NO_RESPONSE, err instanceof Error ? err.message : 'Request failed');
  }
}

/** Spec §8: a failed call answers null; the catalogue's side effects have already run. */
export async function apiCall<E extends Endpoint>(e: E, input?: ApiInput<E>): Promise<DataOf<E> | null> {
  const result = await apiRequest(e, input);
  return result.ok ? result.data : null;
}

/** For React Query: the data, or an `ApiError` so the query enters its error state. */
export async function apiQuery<E extends Endpoint>(e: E, input?: ApiInput<E>): Promise<DataOf<E>> {
  const result = await apiRequest(e, input);
  if (result.ok) return result.data;
  throw new ApiError({ path: e.path, status: result.status, message: result.message });
}
