import type http from 'node:http';
import { addVary, chooseCoding, compressedByServer, compressStored, type Coding } from './compression';
import { storedPageHashes } from './inline-scripts';
import { isRouterRequest, pageCacheKey } from './page-cache-key';

export { pageCacheKey } from './page-cache-key';

/**
 * A short shared cache of server-rendered pages and of the RSC payloads client navigations ask for:
 * the pages the sections let it serve (lib/sections). They are hit hardest when a big match is on;
 * rendering each request again would queue the crowd behind the renderer. Concurrent misses of one
 * page wait for a single render instead of starting their own, and once a copy is older than `ttlMs`
 * the first request to find it renders a new one while the rest of the crowd is still answered from
 * the old copy (for at most `staleMs` more), so no visitor but that one waits for a render.
 * A stored page keeps the hashes of its inline scripts, so a replay's Content-Security-Policy allows
 * exactly them and not the nonce its first visitor was given.
 *
 * Why not Next's own caches: every page carries a per-request CSP nonce, which Next only allows on pages
 * rendered for each request, so its full-route cache never applies; `'use cache'` (Cache Components)
 * would keep data and component output but still run the render and the nonce pass per request, and
 * turning it on requires every cookie read of the app to move behind a Suspense boundary. This cache
 * answers a hit without entering Next at all.
 */

/** Response headers worth replaying; cookies are the first visitor's own and are never replayed. */
// The body is kept as rendered; the response is compressed on its way out, for a hit as for a render.
const KEPT_HEADERS = ['content-type', 'link', 'vary', 'x-nextjs-stale-time', 'x-nextjs-prerender', 'x-nextjs-rewritten-path', 'x-nextjs-rewritten-query'];
/** What the cache keeps: pages and their router payloads; a picture under a page's address (its share card) keeps its own caching. */
const KEPT_TYPES = /^(?:text\/html|text\/x-component)\b/i;

interface Entry {
  expires: number;
  /** Until when a crowd may still be answered with this copy while a newer one renders. */
  staleUntil: number;
  status: number;
  headers: [string, string][];
  body: Buffer;
  scriptHashes: string[];
  /** The body compressed per coding, made on the first hit that asks for it. */
  packed: Map<Coding, Buffer>;
}

export interface PageCacheOptions {
  ttlMs?: number;
  staleMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** The Content-Security-Policy of a replay that allows the stored page's inline scripts. */
  replayPolicy?: (req: http.IncomingMessage, scriptHashes: readonly string[]) => string;
}

type Render = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** Renders through `render`, keeping a copy of a successful page to answer the same request for `ttlMs`. */
export function createPageCache(opts: PageCacheOptions = {}) {
  const ttlMs = opts.ttlMs ?? 3_000;
  const staleMs = opts.staleMs ?? 30_000;
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
        if (!complete || !KEPT_TYPES.test(String(res.getHeader('content-type') ?? ''))) return resolve(null);
        const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
          const value = res.getHeader(name);
          return value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : String(value)]];
        });
        const body = Buffer.concat(chunks);
        if (rendererEncoding) headers.push(['content-encoding', rendererEncoding]);
        // A router payload carries no inline scripts: the page that asked for it already has its policy.
        const scriptHashes = isRouterRequest(req) ? [] : storedPageHashes(body, rendererEncoding);
        // A page whose scripts cannot be read could not be allowed on replay: it is not kept.
        if (!scriptHashes) return resolve(null);
        const at = now();
        resolve({ expires: at + ttlMs, staleUntil: at + ttlMs + staleMs, status: res.statusCode, headers, body, scriptHashes, packed: new Map() });
      });
      render(req, res);
    });

  const renderInto = (key: string, req: http.IncomingMessage, res: http.ServerResponse, render: Render) => {
    const rendering = renderAndKeep(req, res, render).then((entry) => {
      pending.delete(key);
      if (entry) store(key, entry);
      return entry;
    });
    pending.set(key, rendering);
  };

  return {
    handle(req: http.IncomingMessage, res: http.ServerResponse, render: Render): void {
      const key = ttlMs > 0 ? pageCacheKey(req) : null;
      if (key === null) return render(req, res);
      const kept = entries.get(key);
      const at = now();
      if (kept && kept.expires > at) return replay(req, res, kept);
      const inFlight = pending.get(key);
      if (kept && kept.staleUntil > at) {
        // One visitor renders the newer copy; everyone else keeps being answered from the old one.
        if (!inFlight) return renderInto(key, req, res, render);
        return replay(req, res, kept);
      }
      if (inFlight) {
        void inFlight.then((entry) => (entry ? replay(req, res, entry) : render(req, res)));
        return;
      }
      renderInto(key, req, res, render);
    },
    size: () => entries.size,
  };
}
