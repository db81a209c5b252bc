export const LOCALES = ['vi', 'en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'vi';
/** Locations offered in the location picker (spec §9). */
export const LOCATION_OPTIONS = ['vi', 'zh'] as const;

export const LOCALE_COOKIE = { name: 'NEXT_LOCALE', maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

/** The `lang` attribute and hreflang per locale; zh is Traditional Chinese, so screen readers and fonts pick Hant. */
export const HTML_LANG: Record<Locale, string> = { vi: 'vi', en: 'en', zh: 'zh-Hant' };

/** OpenGraph's `og:locale` per locale (language_TERRITORY). */
export const OG_LOCALE: Record<Locale, string> = { vi: 'vi_VN', en: 'en_GB', zh: 'zh_TW' };

/** BCP-47 tags for Intl APIs; zh is Traditional Chinese. */
export const INTL_LOCALE: Record<Locale, string> = { vi: 'vi-VN', en: 'en-GB', zh: 'zh-Hant-TW' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
