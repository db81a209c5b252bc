import { deleteCookie, setCookie } from 'hono/cookie';
import { COOKIES, GUEST_COOKIE_MAX_AGE_S } from '@/lib/domain/constants';
import { REFRESH_TOKEN_TTL_S } from '@/server/auth/refresh';
import { cameOverHttps } from '@/server/http/client-address';
import { inboundCookieHeader, outboundSetCookie } from '@/server/http/wire-cookies';
import type { ApiContext } from './context';

/** The refresh token is only ever sent to the session endpoints. */
export const REFRESH_COOKIE_PATH = '/live/api/user';

export interface IssuedSession {
  accessToken: string;
  accessExpiresIn: number;
  refreshToken: string;
}

export function setSessionCookies(c: ApiContext, s: IssuedSession): void {
  const secure = c.get('ctx').secure;
  setCookie(c, COOKIES.refreshToken, s.refreshToken, {
    httpOnly: true,
    sameSite: 'Lax',
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TOKEN_TTL_S,
    secure,
  });
  setCookie(c, COOKIES.token, s.accessToken, { sameSite: 'Lax', path: '/', maxAge: s.accessExpiresIn, secure });
}

export function setGuestCookie(c: ApiContext, token: string): void {
  setCookie(c, COOKIES.guestToken, token, {
    sameSite: 'Lax',
    path: '/',
    maxAge: GUEST_COOKIE_MAX_AGE_S,
    secure: c.get('ctx').secure,
  });
}

export function clearSessionCookies(c: ApiContext): void {
  deleteCookie(c, COOKIES.refreshToken, { path: REFRESH_COOKIE_PATH });
  deleteCookie(c, COOKIES.token, { path: '/' });
}

/**
 * Handlers name cookies plainly; over https the browser holds the session ones under prefixed names
 * (lib/domain/cookie-names.ts). The request is handed on with the plain names, taken only from the
 * prefixed cookies.
 */
export function withPlainCookieNames(req: Request): Request {
  const cookie = req.headers.get('cookie') ?? undefined;
  const plain = inboundCookieHeader(cookie, cameOverHttps(req.headers, new URL(req.url).protocol === 'https:'));
  if (plain === cookie) return req;
  const headers = new Headers(req.headers);
  if (plain) headers.set('cookie', plain);
  else headers.delete('cookie');
  return new Request(req, { headers, duplex: 'half' } as RequestInit);
}

/** Over https every cookie of the answer is Secure and the session ones take their prefixed names. */
export function secureSetCookies(res: Response, secure: boolean): void {
  const lines = res.headers.getSetCookie();
  if (!secure || lines.length === 0) return;
  res.headers.delete('set-cookie');
  for (const line of lines) res.headers.append('set-cookie', outboundSetCookie(line, true));
}
