import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Full path as the browser calls it, e.g. `/live/api/user/info`. */
  path: string;
  query: Q;
  body: B;
  data: D;
}

const none = z.object({}).strict();

/** Declares one call of the wire contract; query and body default to "nothing accepted". */
export function endpoint<
  D extends z.ZodType,
  Q extends z.ZodType = typeof none,
  B extends z.ZodType = typeof none,
>(def: { method: HttpMethod; path: string; data: D; query?: Q; body?: B }): Endpoint<Q, B, D> {
  return {
    method: def.method,
    path: def.path,
    data: def.data,
    query: (def.query ?? none) as Q,
    body: (def.body ?? none) as B,
  };
}

/** The envelope every response uses: `{ code, msg, data }`. */
export function envelope<D extends z.ZodType>(data: D) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const errorEnvelope = z.object({ code: z.number().int(), msg: z.string(), data: z.null() });

export type QueryOf<E extends Endpoint> = z.input<E['query']>;
export type BodyOf<E extends Endpoint> = z.input<E['body']>;
export type DataOf<E extends Endpoint> = z.output<E['data']>;

/** Query-string integers arrive as text; this accepts "12" and 12 but not "12abc". */
export const queryInt = (min: number, max: number) =>
  z.coerce.number().int().min(min).max(max);
