import type http from 'node:http';
import { COOKIES } from '@/lib/domain/constants';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/domain/locale';
import { SECTION_PAGE_CACHE } from '@/lib/sections';
import { addVary, chooseCoding, compressedByServer, compressStored, type Coding } from './compression';
import { storedPageHashes } from './inline-scripts';

/**
 * A short shared cache of server-rendered pages: those the sections let it serve (lib/sections), today
 * the home page and the football pages. They are hit hardest when a big match is on; rendering each
 * request again would queue the crowd behind the renderer. Concurrent misses of one page wait for a
 * single render instead of starting their own.
 * Router (RSC) requests and anything but GET always render. A stored page keeps the hashes of its
 * inline scripts, so a replay's Content-Security-Policy allows exactly them and not the nonce its first
 * visitor was given.
 */

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
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];
/** Response headers worth replaying; cookies are the first visitor's own and are never replayed. */
// The body is kept as rendered; the response is compressed on its way out, for a hit as for a render.
const KEPT_HEADERS = ['content-type', 'link', 'vary', 'x-nextjs-stale-time', 'x-nextjs-prerender'];
/** Cookies that change what a page shows. */
const KEY_COOKIES = ['NEXT_LOCALE', COOKIES.timezone, COOKIES.tzOffset, COOKIES.currency];

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  body: Buffer;
  scriptHashes: string[];
  /** The body compressed per coding, made on the first hit that asks for it. */
  packed: Map<Coding, Buffer>;
}

export interface PageCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** The Content-Security-Policy of a replay that allows the stored page's inline scripts. */
  replayPolicy?: (req: http.IncomingMessage, scriptHashes: readonly string[]) => string;
}

type Render = (req: http.IncomingMessage, res: http.ServerResponse) => void;

function cookieMap(header: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) map.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return map;
}

/** The cache key of a request for a cacheable page, or null when it must render. A member's key is a guest's. */
export function pageCacheKey(req: http.IncomingMessage): string | null {
  if (req.method !== 'GET' || !req.url) return null;
  const pathname = req.url.split('?', 1)[0] ?? '';
  const shared = SHARED_PAGES.test(pathname);
  if (!shared && !GUEST_PAGES.test(pathname)) return null;
  if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined) || req.headers.purpose === 'prefetch') return null;
  const cookies = cookieMap(req.headers.cookie);
  if (cookies.get(COOKIES.token) && !shared) return null;
  const lang = req.headers['accept-language'] ?? '';
  // Pages name their own origin (canonical, alternates) from the Host when PUBLIC_URL is not set.
  return [req.headers.host ?? '', req.url, lang, ...KEY_COOKIES.map((c) => cookies.get(c) ?? '')].join('\u0000');
}

/** Renders through `render`, keeping a copy of a successful page to answer the same request for `ttlMs`. */
export function createPageCache(opts: PageCacheOptions = {}) {
  const ttlMs = opts.ttlMs ?? 3_000;
  const maxEntries = opts.maxEntries ?? 500;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();

  const store = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  const replay = (req: http.IncomingMessage, res: http.ServerResponse, entry: Entry) => {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (opts.replayPolicy) res.setHeader('content-security-policy', opts.replayPolicy(req, entry.scriptHashes));
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.setHeader('x-page-cache', 'hit');
    // Compressed once per entry and coding, not on every hit: a replay costs no more than a copy.
    const coding = entry.headers.some(([name]) => name === 'content-encoding') ? null : chooseCoding(req.headers['accept-encoding']);
    if (!coding || req.method === 'HEAD') return void res.writeHead(entry.status).end(entry.body);
    let packed = entry.packed.get(coding);
    if (!packed) {
      packed = compressStored(entry.body, coding);
      entry.packed.set(coding, packed);
    }
    res.setHeader('content-encoding', coding);
    addVary(res, 'Accept-Encoding');
    res.writeHead(entry.status).end(packed);
  };

  /** Renders to the visitor while keeping a copy of what was sent. */
  const renderAndKeep = (req: http.IncomingMessage, res: http.ServerResponse, render: Render): Promise<Entry | null> =>
    new Promise((resolve) => {
      const chunks: Buffer[] = [];
      const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
      // What the renderer itself encoded the body with, read before the server's compression adds its own.
      let rendererEncoding: string | undefined;
      const keep = (chunk: unknown) => {
        rendererEncoding ??= compressedByServer(res) ? '' : String(res.getHeader('content-encoding') ?? '');
        if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
        else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
      };
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        keep(chunk);
        return write(chunk, ...rest);
      }) as typeof res.write;
      res.end = ((...args: unknown[]) => {
        keep(typeof args[0] === 'function' ? undefined : args[0]);
        return end(...args);
      }) as typeof res.end;
      res.once('close', () => {
        const complete = res.writableFinished && res.statusCode === 200;
        // Only pages: a picture under a page's address (its share card) keeps its own caching and bytes.
        const page = /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));
        if (!complete || !page) return resolve(null);
        const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
          const value = res.getHeader(name);
          return value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : String(value)]];
        });
        const body = Buffer.concat(chunks);
        if (rendererEncoding) headers.push(['content-encoding', rendererEncoding]);
        const scriptHashes = storedPageHashes(body, rendererEncoding);
        // A page whose scripts cannot be read could not be allowed on replay: it is not kept.
        if (!scriptHashes) return resolve(null);
        resolve({ expires: now() + ttlMs, status: res.statusCode, headers, body, scriptHashes, packed: new Map() });
      });
      render(req, res);
    });

  return {
    handle(req: http.IncomingMessage, res: http.ServerResponse, render: Render): void {
      const key = ttlMs > 0 ? pageCacheKey(req) : null;
      if (key === null) return render(req, res);
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return replay(req, res, hit);
      const inFlight = pending.get(key);
      if (inFlight) {
        void inFlight.then((entry) => (entry ? replay(req, res, entry) : render(req, res)));
        return;
      }
      const rendering = renderAndKeep(req, res, render).then((entry) => {
        pending.delete(key);
        if (entry) store(key, entry);
        return entry;
      });
      pending.set(key, rendering);
    },
    size: () => entries.size,
  };
}
