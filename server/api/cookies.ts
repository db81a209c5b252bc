import { deleteCookie, setCookie } from 'hono/cookie';
import { COOKIES, GUEST_COOKIE_MAX_AGE_S } from '@/lib/domain/constants';
import { REFRESH_TOKEN_TTL_S } from '@/server/auth/refresh';
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
