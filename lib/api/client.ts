import type { Call } from '@/lib/contract/call';
import type { BodyOf, DataOf, QueryOf } from '@/lib/contract/endpoint';
import { reportError } from '@/lib/observability/report';
import { ApiError, endpointKind, handleFailure } from './error-catalogue';
import { apiBase, apiFetch, authOf, buildHeaders, resolveRequestContext, runsFailureEffects } from './request-context';

export interface ApiInput<E> {
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

export function buildUrl(e: Call, query?: unknown): URL {
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

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/** The `{ code, msg, data }` shape; the data itself is the server's to get right (it checks it in tests). */
function asEnvelope(json: unknown): Envelope | null {
  if (typeof json !== 'object' || json === null || !('data' in json)) return null;
  const { code, msg, data } = json as Record<string, unknown>;
  return typeof code === 'number' && typeof msg === 'string' ? { code, msg, data } : null;
}

async function send<E extends Call>(e: E, input: ApiInput<E>, retried: boolean): Promise<ApiResult<DataOf<E>>> {
  const ctx = await resolveRequestContext();
  const headers = buildHeaders(ctx);
  const init: RequestInit = { method: e.method, headers, credentials: 'same-origin', signal: input.signal };
  if (e.method !== 'GET') {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(input.body ?? {});
  }
  const res = await apiFetch(buildUrl(e, input.query), init);
  const json = await readJson(res);

  const body = asEnvelope(json);
  if (res.ok) {
    if (body?.code === 200) return { ok: true, data: body.data as DataOf<E> };
    if (!body) {
      reportError(new Error(`Response of ${e.path} breaks the contract`), { path: e.path });
      return failure(res.status, 'Invalid response');
    }
  }

  // An envelope may carry an error code under HTTP 200; the code is the one that counts.
  const status = res.ok && body ? body.code : res.status;
  const message = body ? body.msg : res.statusText;
  // A server render only reports the failure: the page decides (404, error view) and the browser retries.
  if (!runsFailureEffects()) return failure(status, message);
  const outcome = await handleFailure(endpointKind(e), authOf(ctx).kind, retried, { path: e.path, status, message });
  if (outcome === 'retry') return send(e, input, true);
  return failure(status, message);
}

/** Like `apiCall`, but keeps the failure's status and message (forms show the server's message). */
export async function apiRequest<E extends Call>(e: E, input: ApiInput<E> = {}): Promise<ApiResult<DataOf<E>>> {
  try {
    return await send(e, input, false);
  } catch (err) {
    if (isAbort(err, input.signal)) return failure(NO_RESPONSE, 'Aborted');
    reportError(err, { path: e.path });
    return failure(NO_RESPONSE, err instanceof Error ? err.message : 'Request failed');
  }
}

/** Spec §8: a failed call answers null; the catalogue's side effects have already run. */
export async function apiCall<E extends Call>(e: E, input?: ApiInput<E>): Promise<DataOf<E> | null> {
  const result = await apiRequest(e, input);
  return result.ok ? result.data : null;
}

/** For React Query: the data, or an `ApiError` so the query enters its error state. */
export async function apiQuery<E extends Call>(e: E, input?: ApiInput<E>): Promise<DataOf<E>> {
  const result = await apiRequest(e, input);
  if (result.ok) return result.data;
  throw new ApiError({ path: e.path, status: result.status, message: result.message });
}
