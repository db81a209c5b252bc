import { Hono } from 'hono';
import type { Endpoint, DataOf } from '@/lib/contract/endpoint';
import { API_PREFIXES, type ApiPrefix } from '@/lib/domain/api-prefixes';
import { ApiError } from './errors';
import { parseInput, type Input } from './input';
import type { ApiContext, AppEnv } from './context';
import { createSharedAnswers, type SharedAnswers } from './shared-answers';

export interface RouteOptions {
  /**
   * The answer is the same for every caller of one language (it reads nothing of the caller), so one
   * serialised answer may be given to all of them for this long. Only for GETs.
   */
  sharedForMs?: number;
}

interface EnvelopeRoute extends RouteOptions {
  endpoint: Endpoint;
  handle: (input: Input<Endpoint>, c: ApiContext) => Promise<unknown>;
  raw?: undefined;
}

/**
 * A route that reads the request and writes the response itself: for callers that are not our pages
 * and speak their own protocol (a media server's hooks), which the envelope and the strict input
 * rules would break. It still sits in the contract, under its prefix, behind the same middleware.
 */
interface RawRoute {
  endpoint: Endpoint;
  raw: (c: ApiContext) => Promise<Response>;
  handle?: undefined;
  sharedForMs?: undefined;
}

export type RouteDef = EnvelopeRoute | RawRoute;

/** Binds a handler to its contract endpoint; the handler only ever sees validated input. */
export function route<E extends Endpoint>(
  endpoint: E,
  handle: (input: Input<E>, c: ApiContext) => Promise<DataOf<E>>,
  options: RouteOptions = {},
): RouteDef {
  if (options.sharedForMs !== undefined && endpoint.method !== 'GET') throw new Error(`${endpoint.path}: only a read can share its answer`);
  return { endpoint, handle: handle as unknown as EnvelopeRoute['handle'], ...options };
}

/** Binds a raw handler to its contract endpoint (see RawRoute): no input parsing, no envelope. */
export function rawRoute(endpoint: Endpoint, raw: (c: ApiContext) => Promise<Response>): RouteDef {
  return { endpoint, raw };
}

// The browser trusts the data it is given (it carries no schemas), so outside production every answer
// is checked against the contract: a drift fails the integration tests instead of a page.
const CHECK_RESPONSES = process.env.NODE_ENV !== 'production';

function checkResponse(endpoint: Endpoint, data: unknown): void {
  const result = endpoint.data.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${endpoint.path} answered data that breaks the contract at ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`);
  }
}

/** One router per prefix. Paths are registered relative to it; other methods on a known path get 405. */
export function buildRouter(prefix: string, routes: readonly RouteDef[], shared: SharedAnswers = createSharedAnswers()): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const paths = new Map<string, Set<string>>();
  for (const def of routes) {
    const { endpoint } = def;
    if (!endpoint.path.startsWith(`${prefix}/`)) throw new Error(`${endpoint.path} is not under ${prefix}`);
    const path = endpoint.path.slice(prefix.length);
    const methods = paths.get(path) ?? new Set<string>();
    methods.add(endpoint.method);
    paths.set(path, methods);
    if (def.raw) {
      const raw = def.raw;
      router.on(endpoint.method, path, (c) => raw(c));
      continue;
    }
    const { handle, sharedForMs } = def;
    const answer = async (c: ApiContext) => {
      const data = await handle(await parseInput(endpoint, c.req.raw), c);
      if (CHECK_RESPONSES) checkResponse(endpoint, data ?? null);
      return JSON.stringify({ code: 200, msg: 'success', data: data ?? null });
    };
    router.on(endpoint.method, path, async (c) => {
      // Keyed by the exact request line and the language the answer is written in.
      const body = sharedForMs === undefined ? await answer(c) : await shared.through(`${c.get('ctx').locale} ${c.req.url}`, sharedForMs, () => answer(c));
      c.header('cache-control', 'no-store');
      c.header('content-type', 'application/json');
      return c.body(body);
    });
  }
  for (const [path, methods] of paths) {
    const allow = [...methods].join(', ');
    router.all(path, (c) => {
      throw new ApiError(405, `Method ${c.req.method} not allowed; use ${allow}`, { allow });
    });
  }
  return router;
}

/** Sorts routes under the prefix their endpoint's path starts with; a path under none is a mistake. */
export function routesByPrefix(routes: readonly RouteDef[]): Map<ApiPrefix, RouteDef[]> {
  const groups = new Map<ApiPrefix, RouteDef[]>(API_PREFIXES.map((p) => [p, []]));
  for (const r of routes) {
    const prefix = API_PREFIXES.find((p) => r.endpoint.path.startsWith(`${p}/`));
    if (!prefix) throw new Error(`${r.endpoint.path} is under none of ${API_PREFIXES.join(', ')}`);
    groups.get(prefix)?.push(r);
  }
  return groups;
}
