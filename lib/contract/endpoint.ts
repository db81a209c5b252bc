import * as z from 'zod/mini';
import type { Call, EndpointOf } from './call';

export type HttpMethod = 'GET' | 'POST';

export interface Endpoint<
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  D extends z.ZodMiniType = z.ZodMiniType,
  M extends HttpMethod = HttpMethod,
  P extends string = string,
> {
  method: M;
  /** Full path as the browser calls it, e.g. `/live/api/user/info`. */
  path: P;
  query: Q;
  body: B;
  data: D;
  /** A larger body limit than the default, for the few calls that carry a file. */
  maxBodyBytes?: number;
}

const none = z.strictObject({});

/**
 * Binds the schemas of one endpoint to its call (method and path, written once in the section's
 * `-calls.ts`); query and body default to "nothing accepted".
 */
export function endpoint<
  M extends HttpMethod,
  P extends string,
  D extends z.ZodMiniType,
  Q extends z.ZodMiniType = typeof none,
  B extends z.ZodMiniType = typeof none,
>(call: Call<M, P>, def: { data: D; query?: Q; body?: B; maxBodyBytes?: number }): Endpoint<Q, B, D, M, P> {
  return {
    ...(def.maxBodyBytes ? { maxBodyBytes: def.maxBodyBytes } : {}),
    method: call.method,
    path: call.path,
    data: def.data,
    query: (def.query ?? none) as Q,
    body: (def.body ?? none) as B,
  };
}

/** The envelope every response uses: `{ code, msg, data }`. */
export function envelope<D extends z.ZodMiniType>(data: D) {
  return z.object({ code: z.int(), msg: z.string(), data });
}

export const errorEnvelope = z.object({ code: z.int(), msg: z.string(), data: z.null() });

/** An endpoint, or the browser's call bound to it, as the types below accept either. */
type Resolve<E> = E extends Endpoint ? E : EndpointOf<E>;

export type QueryOf<E> = z.input<Resolve<E>['query']>;
export type BodyOf<E> = z.input<Resolve<E>['body']>;
export type DataOf<E> = z.output<Resolve<E>['data']>;

/** Query-string integers arrive as text; this accepts "12" and 12 but not "12abc". */
export const queryInt = (min: number, max: number) =>
  z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));

/** Whether a module's export is an endpoint (for code that walks the contract's sections). */
export function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'data' in value && 'query' in value;
}
