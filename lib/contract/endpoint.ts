import * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST';

export interface Endpoint<
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  D extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  /** Full path as the browser calls it, e.g. `/live/api/user/info`. */
  path: string;
  query: Q;
  body: B;
  data: D;
  /** A larger body limit than the default, for the few calls that carry a file. */
  maxBodyBytes?: number;
}

const none = z.strictObject({});

/** Declares one call of the wire contract; query and body default to "nothing accepted". */
export function endpoint<
  D extends z.ZodMiniType,
  Q extends z.ZodMiniType = typeof none,
  B extends z.ZodMiniType = typeof none,
>(def: { method: HttpMethod; path: string; data: D; query?: Q; body?: B; maxBodyBytes?: number }): Endpoint<Q, B, D> {
  return {
    ...(def.maxBodyBytes ? { maxBodyBytes: def.maxBodyBytes } : {}),
    method: def.method,
    path: def.path,
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

/** An endpoint, or the browser's call for it (lib/contract/calls), as the types below accept either. */
type Resolve<E> = E extends Endpoint ? E : E extends { readonly endpoint?: infer X } ? (X extends Endpoint ? X : never) : never;

export type QueryOf<E> = z.input<Resolve<E>['query']>;
export type BodyOf<E> = z.input<Resolve<E>['body']>;
export type DataOf<E> = z.output<Resolve<E>['data']>;

/** Query-string integers arrive as text; this accepts "12" and 12 but not "12abc". */
export const queryInt = (min: number, max: number) =>
  z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
