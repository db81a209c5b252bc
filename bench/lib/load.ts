import autocannon from 'autocannon';

export interface LoadResult {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

/** A fixed-duration closed-loop load on loopback; bounded in time and connections. */
export async function load(origin: string, path: string, opts: { connections?: number; seconds?: number; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const result = await autocannon({
    url: origin + path,
    connections: opts.connections ?? 20,
    duration: opts.seconds ?? 8,
    headers: opts.headers,
  });
  return {
    path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** Warms the route (compilation caches, database pages) before it is measured. */
export async function warm(origin: string, path: string, times = 20): Promise<void> {
  for (let i = 0; i < times; i += 1) await (await fetch(origin + path)).arrayBuffer();
}

/** A client-side navigation's URL for `path`: Next answers an RSC request without the `_rsc` search param with a redirect. */
export function navigationPath(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}_rsc`;
}
