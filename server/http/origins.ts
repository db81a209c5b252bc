import type { IncomingHttpHeaders } from 'node:http';
import { trustedProxyHops } from './client-address';

/**
 * Which web origins may act on the site from a browser: the site itself (the host the request was
 * sent to), `PUBLIC_URL`, and the comma-separated `ALLOWED_ORIGINS` (other front ends of ours).
 */
export function configuredOrigins(env: Readonly<Record<string, string | undefined>> = process.env): Set<string> {
  const out = new Set<string>();
  for (const raw of [env.PUBLIC_URL, ...(env.ALLOWED_ORIGINS ?? '').split(',')]) {
    const origin = originOf(raw?.trim());
    if (origin) out.add(origin);
  }
  return out;
}

/** `https://a.example:8443/x` → `https://a.example:8443`; null for anything that is not an http(s) URL. */
export function originOf(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

type HeaderSource = Headers | IncomingHttpHeaders;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The hosts this request was addressed to: its Host, and the forwarded host when a proxy is trusted. */
function requestHosts(headers: HeaderSource, hops: number): string[] {
  const hosts = [header(headers, 'host')];
  if (hops > 0) hosts.push(header(headers, 'x-forwarded-host')?.split(',')[0]?.trim());
  return hosts.filter((h): h is string => Boolean(h)).map((h) => h.toLowerCase());
}

/** Whether an `Origin` header names the site itself or one of the configured origins. */
export function isAllowedOrigin(
  origin: string,
  headers: HeaderSource,
  allowed: Set<string> = configuredOrigins(),
  hops: number = trustedProxyHops(),
): boolean {
  const normal = originOf(origin);
  if (!normal) return false;
  if (allowed.has(normal)) return true;
  return requestHosts(headers, hops).includes(new URL(normal).host);
}

export type CrossSiteVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Refuses a browser request another site made: by `Origin` when present, else by `Sec-Fetch-Site`.
 * Requests with neither (command-line clients, server-to-server) carry no ambient browser
 * credentials to abuse and pass.
 */
export function checkCrossSite(headers: HeaderSource, allowed?: Set<string>, hops?: number): CrossSiteVerdict {
  const origin = header(headers, 'origin');
  if (origin !== undefined && origin !== '') {
    if (origin === 'null') return { ok: false, reason: 'Origin: null' };
    return isAllowedOrigin(origin, headers, allowed, hops) ? { ok: true } : { ok: false, reason: `Origin ${origin} is not allowed` };
  }
  const site = header(headers, 'sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return { ok: false, reason: `Sec-Fetch-Site: ${site}` };
  return { ok: true };
}
