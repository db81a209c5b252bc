'use client';

import { useLocale } from 'next-intl';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/domain/locale';

/** The route's locale as the formatters want it. */
export function useAppLocale(): Locale {
  const locale = useLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
