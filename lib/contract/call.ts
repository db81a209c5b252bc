import type { HttpMethod } from './endpoint';

/**
 * What the browser needs to make a call: its method and path. Each section's `<section>-calls.ts`
 * writes these once; the section's contract binds its schemas to them with `endpoint(call, …)`.
 * The zod schemas stay with the server (which validates every request and, outside production,
 * every answer), the in-process server calls, MSW and the tests, so the browser's first load does
 * not carry a validation library. `contract` is a type-only link to the section's contract module,
 * from which `EndpointOf` finds the endpoint bound to this method and path.
 */
export interface Call<M extends HttpMethod = HttpMethod, P extends string = string, C = unknown> {
  readonly method: M;
  readonly path: P;
  readonly contract?: C;
}

/** The call declarer of one section, linked to its contract module: `callsOf<typeof contract>()`. */
export function callsOf<C>() {
  return <M extends HttpMethod, P extends string>(method: M, path: P): Call<M, P, C> => ({ method, path });
}

/** The contract endpoint a call is bound to: the member of its section with the same method and path. */
export type EndpointOf<K> = K extends Call<infer M, infer P, infer C> ? Extract<C[keyof C], { method: M; path: P }> : never;
