import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { COOKIES, DEFAULT_CURRENCY, GUEST_COOKIE_MAX_AGE_S } from '@/lib/domain/constants';
import { issueGuestToken } from '@/server/auth/tokens';

const handleLocale = createMiddleware(routing);

/** Locale detection (cookie, then Accept-Language) and the cookies every visitor starts with. */
export default async function proxy(request: NextRequest) {
  const response = handleLocale(request);
  // Where a visitor is sent depends on their language and their locale cookie; caches must know.
  if (response.headers.has('location')) response.headers.set('vary', 'Accept-Language, Cookie');
  const cookies = request.cookies;
  if (!cookies.has(COOKIES.guestToken) && !cookies.has(COOKIES.token)) {
    const guest = await issueGuestToken();
    response.cookies.set(COOKIES.guestToken, guest.token, { path: '/', sameSite: 'lax', maxAge: GUEST_COOKIE_MAX_AGE_S });
  }
  if (!cookies.has(COOKIES.currency)) {
    response.cookies.set(COOKIES.currency, DEFAULT_CURRENCY, { path: '/', sameSite: 'lax', maxAge: 365 * 24 * 60 * 60 });
  }
  return response;
}

export const config = {
  // Pages only: not the APIs, Next's assets, generated media, streams, build manifests, the offline page,
  // files with an extension, or pages' share cards (their address names the locale; they set no cookie).
  matcher: ['/((?!live/api|al/api|other/api|_next|_vercel|media|streams|builds|websocket|healthz|bench-baseline|offline/|.*\\..*|.*/(?:opengraph|twitter)-image).*)'],
};
