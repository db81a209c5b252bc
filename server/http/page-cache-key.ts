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

/** Matches each page listed, or with a trailing `/*` the pages under it, in every locale (see PageCachePolicy.memberShell). */
function pagesListed(entries: readonly string[]): RegExp {
  const patterns = entries.map((entry) => {
    if (entry === '/') return `^/${LOCALE_PREFIX}?$`;
    const under = entry.endsWith('/*');
    const path = escapeForRegExp((under ? entry.slice(0, -2) : entry).slice(1));
    return `^/(?:${LOCALE_PREFIX}/)?${path}${under ? '/.+' : '/?'}$`;
  });
  return new RegExp(patterns.join('|') || '(?!)');
}

const SHARED_PAGES = pagesUnder(SECTION_PAGE_CACHE.flatMap((p) => p.everyone ?? []));
const GUEST_PAGES = pagesUnder(SECTION_PAGE_CACHE.flatMap((p) => p.guests ?? []));
const MEMBER_SHELL_PAGES = pagesListed(SECTION_PAGE_CACHE.flatMap((p) => p.memberShell ?? []));
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

/** Which copy of a page a request may be answered with: everyone's, the guests', the members' shell, or none (drawn for it alone). */
type Copy = 'everyone' | 'guests' | 'memberShell' | null;

function copyFor(pathname: string, member: boolean): Copy {
  if (MEMBER_SHELL_PAGES.test(pathname)) return member ? 'memberShell' : 'guests';
  if (GUEST_PAGES.test(pathname)) return member ? null : 'guests';
  return SHARED_PAGES.test(pathname) ? 'everyone' : null;
}

const pathOf = (req: http.IncomingMessage) => (req.url ?? '').split('?', 1)[0] ?? '';
const isMember = (cookies: Map<string, string>) => Boolean(cookies.get(COOKIES.token));

/**
 * Whether the page is drawn as the members' shell: without the member's data, which the browser
 * fetches, so one copy answers every member. Only a page load or router payload (GET); never an action.
 */
export function isMemberShellRequest(req: http.IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return copyFor(pathOf(req), isMember(cookieMap(req.headers.cookie))) === 'memberShell';
}

/**
 * The cache key of a request for a cacheable page or its router payload, or null when it must render.
 * On pages that look the same to everyone a member's key is a guest's; a page listed for guests is
 * drawn with a member's own data, even when it lies under a page shared with everyone; a member
 * shell has one key for every member, apart from the guests'.
 */
export function pageCacheKey(req: http.IncomingMessage): string | null {
  if (req.method !== 'GET' || !req.url) return null;
  if (req.headers['next-hmr-refresh'] !== undefined) return null;
  const cookies = cookieMap(req.headers.cookie);
  const copy = copyFor(pathOf(req), isMember(cookies));
  if (copy === null) return null;
  const lang = req.headers['accept-language'] ?? '';
  // Pages name their own origin (canonical, alternates) from the Host when PUBLIC_URL is not set.
  return [
    req.headers.host ?? '', req.url, lang, headerText(req.headers.purpose),
    ...ROUTER_HEADERS.map((h) => headerText(req.headers[h])),
    ...KEY_COOKIES.map((c) => cookies.get(c) ?? ''),
    ...(copy === 'memberShell' ? [copy] : []),
  ].join('\u0000');
}

/** Whether the request is a client navigation's (or prefetch's) RSC request rather than a page load. */
export const isRouterRequest = (req: http.IncomingMessage) => req.headers.rsc !== undefined;
