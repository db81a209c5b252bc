import { hasLocale } from 'next-intl';
import type { Locale } from '@/lib/domain/locale';
import { routing } from '@/lib/i18n/routing';
import type { SearchParams } from './day-request';

export interface ScoresPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

export function localeOf(requested: string): Locale {
  return hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
}
