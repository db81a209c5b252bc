import { hasLocale } from 'next-intl';
import type { Locale } from '@/lib/domain/locale';
import { routing } from '@/lib/i18n/routing';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

export function localeOf(requested: string): Locale {
  return hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
}
