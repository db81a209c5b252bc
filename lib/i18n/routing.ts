import { defineRouting } from 'next-intl/routing';
import { LOCALES, DEFAULT_LOCALE, LOCALE_COOKIE } from '@/lib/domain/locale';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: true,
  localeCookie: {
    name: LOCALE_COOKIE.name,
    maxAge: LOCALE_COOKIE.maxAgeSeconds,
    sameSite: 'lax',
    path: '/',
    // For the cookie the browser writes on a locale switch; the server marks its own Secure on https.
    ...(typeof location !== 'undefined' && location.protocol === 'https:' ? { secure: true } : {}),
  },
});
