import { redirect } from 'next/navigation';
import { FOOTBALL_PATHS } from '@/lib/domain/football-urls';
import { getPathname } from '@/lib/i18n/navigation';
import { localeOf } from '@/lib/page-kit/context';
import { type SearchParams, withQuery } from '@/lib/page-kit/with-query';

export interface SportRootProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

/**
 * Results, fixtures and odds are pages per sport (`/ket-qua/bong-da`); the bare section address a
 * visitor types leads to football's, the one sport they cover today, keeping the day. Temporary, so
 * the root can become a page of all sports later.
 */
export async function redirectToSport({ params, searchParams }: SportRootProps, section: 'results' | 'fixtures' | 'odds'): Promise<never> {
  const { locale } = await params;
  redirect(getPathname({ href: withQuery(FOOTBALL_PATHS[section], await searchParams), locale: localeOf(locale) }));
}
