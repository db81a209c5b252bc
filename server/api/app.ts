import { Hono } from 'hono';
import { getDb } from '@/server/db/client';
import { createSharedLimiter } from '@/server/auth/redis-login-limiter';
import { DEFAULT_MESSAGES_DIR } from '@/server/services/messages';
import { defaultCommentLimiter } from '@/server/services/comments/rate';
import { defaultFeedLimiter } from '@/server/services/feed/rate';
import { logger } from '@/server/logger';
import { checkCrossSite } from '@/server/http/origins';
import { securityEvent } from '@/server/security/events';
import { ApiError, isApiError } from './errors';
import { secureSetCookies, withPlainCookieNames } from './cookies';
import { readRequestCtx, remoteAddressOf, type ApiDeps, type AppEnv } from './context';
import { buildRouter, routesByPrefix } from './route';
import { apiRoutes } from './routes';
import { createAccountDeps } from './account-deps';
import { defaultViewerCounter, defaultViewingLimiter } from '@/server/viewers/runtime';

export type ApiHandler = (req: Request, env?: unknown) => Promise<Response>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A call that changes something, made by another site's page in the visitor's browser, is refused. */
function refuseCrossSite(req: Request, ip: string): void {
  const verdict = checkCrossSite(req.headers);
  if (verdict.ok) return;
  securityEvent('origin-refused', { path: new URL(req.url).pathname, reason: verdict.reason, ip });
  throw new ApiError(403, `Refused a request from another site (${verdict.reason})`);
}

/** The whole API as one fetch handler. Tests pass their own database and limiter. */
export function createApiApp(overrides: Partial<ApiDeps> = {}): ApiHandler {
  const deps: ApiDeps = {
    getDb: overrides.getDb ?? getDb,
    loginLimiter: overrides.loginLimiter ?? createSharedLimiter(),
    messagesDir: overrides.messagesDir ?? DEFAULT_MESSAGES_DIR,
    accounts: overrides.accounts ?? createAccountDeps(overrides.getDb ?? getDb),
    commentLimiter: overrides.commentLimiter ?? defaultCommentLimiter(),
    feedLimiter: overrides.feedLimiter ?? defaultFeedLimiter(),
    viewing: overrides.viewing ?? { counter: defaultViewerCounter(), limiter: defaultViewingLimiter() },
  };

  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('deps', deps);
    const ctx = readRequestCtx(c.req.raw, remoteAddressOf(c.env));
    c.set('ctx', ctx);
    if (!SAFE_METHODS.has(c.req.method)) refuseCrossSite(c.req.raw, ctx.ip);
    await next();
    secureSetCookies(c.res, ctx.secure);
  });

  for (const [prefix, routes] of routesByPrefix(apiRoutes)) app.route(prefix, buildRouter(prefix, routes));

  app.notFound((c) => new ApiError(404, `Not found: ${c.req.path}`).toResponse());
  app.onError((err, c) => {
    if (isApiError(err)) return err.toResponse();
    logger.error({ err, method: c.req.method, path: c.req.path }, 'api request failed');
    return new ApiError(500, 'Internal server error').toResponse();
  });

  return async (req, env) => app.fetch(withPlainCookieNames(req), env);
}
