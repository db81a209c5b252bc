import { COOKIES } from './constants';

/**
 * Over https the site's cookies carry a name prefix the browser enforces: `__Host-` cookies must be
 * Secure, path `/` and host-only, `__Secure-` ones Secure. A cookie planted over plain http or by a
 * sibling subdomain cannot take such a name, so it can never stand in for the visitor's session or
 * settings. Over plain http (development, tests) the names stay as they are. The one exception is
 * next-intl's locale cookie, which its own browser code writes by a fixed name.
 */
const PREFIXES = new Map<string, '__Host-' | '__Secure-'>([
  [COOKIES.token, '__Host-'],
  [COOKIES.guestToken, '__Host-'],
  [COOKIES.refreshToken, '__Secure-'],
  [COOKIES.oauthState, '__Secure-'],
  [COOKIES.currency, '__Host-'],
  [COOKIES.timezone, '__Host-'],
  [COOKIES.tzOffset, '__Host-'],
]);

/** The name a cookie goes by on the wire: prefixed on https when it is one of the site's own. */
export function cookieName(name: string, secure: boolean): string {
  const prefix = secure ? PREFIXES.get(name) : undefined;
  return prefix ? `${prefix}${name}` : name;
}

/** The plain name behind a prefixed wire name, or null when the name carries no prefix of ours. */
export function unprefixedCookieName(wireName: string): string | null {
  for (const [name, prefix] of PREFIXES) if (wireName === `${prefix}${name}`) return name;
  return null;
}

/** Whether a cookie goes prefixed on https (its unprefixed twin is then not trusted). */
export function isPrefixedOnHttps(name: string): boolean {
  return PREFIXES.has(name);
}
