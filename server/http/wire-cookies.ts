import { cookieName, isPrefixedOnHttps, unprefixedCookieName } from '@/lib/domain/cookie-names';

/**
 * The server reads and writes cookies by their plain names; on https the browser keeps the session
 * cookies under prefixed names (lib/domain/cookie-names.ts). These two functions translate at the
 * edge, so no handler can read an unprefixed session cookie planted over http or by a subdomain, and
 * no cookie leaves an https response without `Secure`.
 */

/** The Cookie header as handlers see it: over https, session cookies come only from their prefixed names. */
export function inboundCookieHeader(header: string | undefined, secure: boolean): string | undefined {
  if (!secure || !header) return header;
  const kept: string[] = [];
  for (const part of header.split(';')) {
    const pair = part.trim();
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const plain = unprefixedCookieName(name);
    if (plain) kept.push(`${plain}=${pair.slice(eq + 1)}`);
    else if (!isPrefixedOnHttps(name)) kept.push(pair);
  }
  return kept.join('; ');
}

const SECURE_ATTRIBUTE = /;\s*secure\s*(?:;|$)/i;

/** A Set-Cookie line as it leaves an https response: the prefixed name of a session cookie, always `Secure`. */
export function outboundSetCookie(line: string, secure: boolean): string {
  if (!secure) return line;
  const eq = line.indexOf('=');
  const name = eq > 0 ? line.slice(0, eq).trim() : '';
  const renamed = name && isPrefixedOnHttps(name) ? `${cookieName(name, true)}${line.slice(eq)}` : line;
  return SECURE_ATTRIBUTE.test(renamed) ? renamed : `${renamed}; Secure`;
}
