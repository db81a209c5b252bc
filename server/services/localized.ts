import type { Locale } from '@/lib/domain/locale';

/** Picks the column of the request's language from a row's `…Vi/…En/…Zh` trio. */
export function byLocale(locale: Locale, values: Record<Locale, string>): string {
  return values[locale];
}
