/** Liveness probe for load balancers; also the minimal route the benchmarks compare against. */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response('ok', { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
