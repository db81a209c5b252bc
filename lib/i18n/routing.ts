import { defineRouting } from 'next-intl/routing';
import { LOCALES, DEFAULT_LOCALE, LOCALE_COOKIE } from '@/lib/domain/locale';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: true,
  // The pages carry their alternates in the HTML (with zh-Hant and the query); a second, different list in a header would disagree.
  alternateLinks: false,
  localeCookie: {
    name: LOCALE_COOKIE.name,
    maxAge: LOCALE_COOKIE.maxAgeSeconds,
    sameSite: 'lax',
    path: '/',
    // For the cookie the browser writes on a locale switch; the server marks its own Secure on https.
    ...(typeof location !== 'undefined' && location.protocol === 'https:' ? { secure: true } : {}),
  },
});
