import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { PAGE_HEADERS } from '@/lib/seo/page-headers';
import { clientAddress } from './client-address';
import { originOf } from './origins';
import { isMemberShellRequest } from './page-cache-key';
import { inboundCookieHeader, outboundSetCookie } from './wire-cookies';

/** Headers Next passes between its proxy and its renderer; they say how the site is wired and never leave. */
const INTERNAL_HEADER = /^x-middleware-/i;

type HeaderList = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

type SetHeader = (name: string, value: number | string | readonly string[]) => unknown;

function setAll(res: ServerResponse, setHeader: SetHeader, headers: HeaderList): void {
  if (!headers) return;
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) setHeader(name, value);
    return;
  }
  // The flat form: name, value, name, value…
  for (let i = 0; i + 1 < headers.length; i += 2) {
    const name = headers[i];
    const value = headers[i + 1];
    if (typeof name === 'string' && value !== undefined) res.appendHeader(name, typeof value === 'number' ? String(value) : value);
  }
}

/**
 * Checks every response just before its head is written, whoever wrote it (Next, the API, streams):
 * internal headers go, and over https every cookie is Secure and session cookies take their prefix.
 */
export function guardResponse(res: ServerResponse, secure: boolean): void {
  const writeHead = res.writeHead.bind(res) as (status: number, reason?: string) => ServerResponse;
  // Taken before Next wraps setHeader: its wrapper adds its proxy's cookies back to any cookie list set.
  const setHeader: SetHeader = res.setHeader.bind(res);
  res.writeHead = ((status: number, reasonOrHeaders?: string | HeaderList, maybeHeaders?: HeaderList) => {
    const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
    setAll(res, setHeader, typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders);
    for (const name of res.getHeaderNames()) if (INTERNAL_HEADER.test(name)) res.removeHeader(name);
    const cookies = res.getHeader('set-cookie');
    if (cookies !== undefined) {
      const lines = Array.isArray(cookies) ? cookies : [String(cookies)];
      setHeader('set-cookie', lines.map((line) => outboundSetCookie(line, secure)));
    }
    return reason === undefined ? writeHead(status) : writeHead(status, reason);
  }) as typeof res.writeHead;
}

/**
 * Readies a page request for Next: the scheme it came by (as the trusted-proxy count decides, whatever
 * the client claimed), session cookies by their plain names, and the policy whose nonce Next puts on
 * the scripts it renders.
 */
export function prepareForRenderer(req: IncomingMessage, secure: boolean, policy: string): void {
  req.headers['x-forwarded-proto'] = secure ? 'https' : 'http';
  const cookie = inboundCookieHeader(req.headers.cookie, secure);
  if (cookie) req.headers.cookie = cookie;
  else delete req.headers.cookie;
  req.headers['content-security-policy'] = policy;
  delete req.headers['content-security-policy-report-only'];
  req.headers[PAGE_HEADERS.target] = req.url ?? '/';
  req.headers[PAGE_HEADERS.origin] = siteOrigin(req.headers.host, secure);
  req.headers[PAGE_HEADERS.client] = clientAddress(req.headers, req.socket.remoteAddress);
  if (isMemberShellRequest(req)) req.headers[PAGE_HEADERS.memberShell] = '1';
  else delete req.headers[PAGE_HEADERS.memberShell];
}

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

/**
 * The origin pages name in their links to themselves (canonical, alternates, OpenGraph, sitemap):
 * PUBLIC_URL when set, as it should be in production; otherwise the host the request came to.
 */
export function siteOrigin(host: string | undefined, secure: boolean, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const configured = originOf(env.PUBLIC_URL);
  if (configured) return configured;
  const safeHost = host && HOST.test(host) ? host.toLowerCase() : 'localhost';
  return `${secure ? 'https' : 'http'}://${safeHost}`;
}
