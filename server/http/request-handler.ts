import type http from 'node:http';
import { isApiPath } from '@/lib/domain/api-prefixes';
import { logger } from '../logger';
import { serveBuildManifest } from './builds';
import { cameOverHttps } from './client-address';
import { compressResponse } from './compression';
import { guardResponse, prepareForRenderer } from './edge';
import { createPageCache } from './page-cache';
import { contentSecurityPolicy, newNonce, securityHeaders, type SecurityConfig } from './security-headers';

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface RequestHandlerDeps {
  api: Listener;
  streams: (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => Promise<void>;
  /** Next: pages, router payloads, route handlers (media, health), its own assets. */
  render: Listener;
  distDir: string;
  pageCacheMs: number;
  security: SecurityConfig;
  /**
   * Answers a page or asset request before the build manifest and Next when it resolves true; the QA
   * mode's scenarios use it (a newer build). Absent in the normal server.
   */
  intercept?: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>;
}

/** The one handler every HTTP request passes: security headers first, then the API, streams or Next. */
export function createRequestHandler(deps: RequestHandlerDeps): Listener {
  const { security } = deps;
  const pages = createPageCache({
    ttlMs: deps.pageCacheMs,
    // The scheme was settled by prepareForRenderer before the page reached the cache.
    replayPolicy: (req, hashes) => contentSecurityPolicy(security, { hashes }, req.headers['x-forwarded-proto'] === 'https'),
  });

  return (req, res) => {
    const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const secure = cameOverHttps(req.headers, 'encrypted' in req.socket && req.socket.encrypted === true);
    const api = isApiPath(pathname);
    const rendered = !api && !pathname.startsWith('/streams/');
    // Set before any handler runs, so no response can go without them.
    for (const [name, value] of securityHeaders(security, { pathname, secure, scripts: rendered ? { nonce: newNonce() } : null })) {
      res.setHeader(name, value);
    }
    // Compression wraps the response first, so it sees the headers the guard settles last.
    if (api || rendered) compressResponse(req, res);
    guardResponse(res, secure);
    if (api) return deps.api(req, res);
    if (!rendered) return void deps.streams(req, res, pathname);
    prepareForRenderer(req, secure, String(res.getHeader('content-security-policy')));
    void (deps.intercept?.(req, res) ?? Promise.resolve(false)).then(async (taken) => {
      if (taken) return;
      const served = await serveBuildManifest(req, res, pathname, deps.distDir);
      if (!served) pages.handle(req, res, deps.render);
    }).catch((err: unknown) => {
      logger.error({ err, pathname }, 'request failed');
      if (!res.headersSent) res.writeHead(500).end();
    });
  };
}
