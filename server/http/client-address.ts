import type { IncomingHttpHeaders } from 'node:http';

/**
 * Who the client is, behind however many proxies we run. `TRUST_PROXY` is the number of proxies in
 * front of the app (0, the default, trusts no forwarding header). Each trusted proxy appends the
 * address it saw to `X-Forwarded-For`, so the client is the entry that many hops from the right; the
 * entries to its left were written by the client and prove nothing.
 */
export function trustedProxyHops(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return 0;
  if (raw === 'true') return 1;
  const hops = Number(raw);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
}

type HeaderSource = Headers | IncomingHttpHeaders;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** The client's address: the socket's own, or the forwarded one a trusted proxy added. */
export function clientAddress(headers: HeaderSource, socketAddress: string | undefined, hops: number = trustedProxyHops()): string {
  const direct = socketAddress || 'unknown';
  if (hops === 0) return direct;
  const chain = (header(headers, 'x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // The last proxy is the socket peer; the one before it wrote the right-most entry, and so on.
  const entry = chain[chain.length - hops];
  return entry ?? chain[0] ?? direct;
}

/** Whether the request reached us over https: the socket itself, or a trusted proxy saying so. */
export function cameOverHttps(headers: HeaderSource, socketEncrypted: boolean, hops: number = trustedProxyHops()): boolean {
  if (socketEncrypted) return true;
  if (hops === 0) return false;
  const protos = (header(headers, 'x-forwarded-proto') ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  // The outermost trusted proxy, the one that terminated TLS, wrote its entry `hops` from the right.
  return (protos[protos.length - hops] ?? protos[0]) === 'https';
}
