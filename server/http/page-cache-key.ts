import type http from 'node:http';
import { COOKIES } from '@/lib/domain/constants';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/domain/locale';
import { SECTION_PAGE_CACHE } from '@/lib/sections';

/** Which requests the shared page cache may answer, and under which key (see page-cache.ts). */

/** A page path's locale prefix: every locale but the default, whose pages have none. */
const LOCALE_PREFIX = `(?:${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|')})`;

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the pages at or under the given locale-free paths, in every locale (see PageCachePolicy). */
function pagesUnder(roots: readonly string[]): RegExp {
  const home = roots.includes('/') ? [`^/${LOCALE_PREFIX}?$`] : [];
  const sections = roots.filter((r) => r !== '/').map((r) => escapeForRegExp(r.slice(1)));
  const under = sections.length > 0 ? [`^/(?:${LOCALE_PREFIX}/)?(?:${sections.join('|')})(?:/|$)`] : [];
  // An empty pattern would match every path.
  return new RegExp([...home, ...under].join('|') || '(?!)');
}

const SHARED_PAGES = pagesUnder(SECTION_PAGE_CACHE.flatMap((p) => p.everyone ?? []));
const GUEST_PAGES = pagesUnder(SECTION_PAGE_CACHE.flatMap((p) => p.guests ?? []));
/**
 * What a client navigation tells the server about the router's state: the RSC payload is drawn for it,
 * so a stored payload answers only the same headers. A server action (`next-action`) is a POST and
 * never reaches the cache.
 */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];
/** Cookies that change what a page shows. */
const KEY_COOKIES = ['NEXT_LOCALE', COOKIES.timezone, COOKIES.tzOffset, COOKIES.currency];

function cookieMap(header: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) map.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return map;
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : (value ?? ''));

/**
 * The cache key of a request for a cacheable page or its router payload, or null when it must render.
 * On pages that look the same to everyone a member's key is a guest's; a page listed for guests is
 * drawn with a member's own data, even when it lies under a page shared with everyone.
 */
export function pageCacheKey(req: http.IncomingMessage): string | null {
  if (req.method !== 'GET' || !req.url) return null;
  const pathname = req.url.split('?', 1)[0] ?? '';
  const guestsOnly = GUEST_PAGES.test(pathname);
  if (!guestsOnly && !SHARED_PAGES.test(pathname)) return null;
  if (req.headers['next-hmr-refresh'] !== undefined) return null;
  const cookies = cookieMap(req.headers.cookie);
  if (guestsOnly && cookies.get(COOKIES.token)) return null;
  const lang = req.headers['accept-language'] ?? '';
  // Pages name their own origin (canonical, alternates) from the Host when PUBLIC_URL is not set.
  return [
    req.headers.host ?? '', req.url, lang, headerText(req.headers.purpose),
    ...ROUTER_HEADERS.map((h) => headerText(req.headers[h])),
    ...KEY_COOKIES.map((c) => cookies.get(c) ?? ''),
  ].join('\u0000');
}

/** Whether the request is a client navigation's (or prefetch's) RSC request rather than a page load. */
export const isRouterRequest = (req: http.IncomingMessage) => req.headers.rsc !== undefined;
