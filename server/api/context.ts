import type { Context } from 'hono';
import { DEFAULT_CURRENCY } from '@/lib/domain/constants';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import type { LoginLimiter } from '@/server/auth/login-limiter';
import type { ChatRateLimiter } from '@/server/chat/rate-limit';
import { cameOverHttps, clientAddress } from '@/server/http/client-address';
import type { ViewingDeps } from '@/server/services/viewing';
import type { AccountDeps } from './account-deps';

export interface ApiDeps {
  getDb: () => Promise<Db>;
  loginLimiter: LoginLimiter;
  /** Folder of `{locale}/{namespace}.json` message files. */
  messagesDir: string;
  /** Clock, messenger, code limiters, Google sign-in and uploads of the account endpoints. */
  accounts: AccountDeps;
  /** Reactions and reports on comments per member and window. */
  commentLimiter: ChatRateLimiter;
  /** Posts, reactions and votes, and reports in the social feed per member and window. */
  feedLimiter: ChatRateLimiter;
  /** The rooms' viewer counter and the allowance of the players' viewing beats. */
  viewing: ViewingDeps;
}

export interface RequestCtx {
  locale: Locale;
  currency: string;
  /** The bearer token as sent, or null. */
  token: string | null;
  ip: string;
  secure: boolean;
}

export interface AppEnv {
  Variables: { deps: ApiDeps; ctx: RequestCtx };
}

export type ApiContext = Context<AppEnv>;

/** The token an Authorization header carries, with or without `Bearer`; null when it carries none. */
export function bearerToken(headers: Headers): string | null {
  const token = (headers.get('authorization') ?? '').trim().replace(/^Bearer\s+/i, '').trim();
  return token === '' || token.toLowerCase() === 'null' || token === 'undefined' ? null : token;
}

export function readRequestCtx(req: Request, remoteAddress: string | undefined): RequestCtx {
  const h = req.headers;
  const language = h.get('x-language')?.trim().toLowerCase();
  return {
    locale: isLocale(language) ? language : DEFAULT_LOCALE,
    currency: h.get('currency')?.trim().toUpperCase().slice(0, 8) || DEFAULT_CURRENCY,
    token: bearerToken(h),
    ip: clientAddress(h, remoteAddress),
    secure: cameOverHttps(h, new URL(req.url).protocol === 'https:'),
  };
}

/** The socket address when the request came through @hono/node-server; Next route handlers pass something else. */
export function remoteAddressOf(env: unknown): string | undefined {
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined;
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: unknown } } }).incoming;
  const addr = incoming?.socket?.remoteAddress;
  return typeof addr === 'string' ? addr : undefined;
}
