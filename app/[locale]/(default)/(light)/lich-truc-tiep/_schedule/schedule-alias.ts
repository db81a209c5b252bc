import { permanentRedirect } from 'next/navigation';
import { SCHEDULE_BASE } from '@/components/schedule/schedule-tabs';
import { getPathname } from '@/lib/i18n/navigation';
import { type SearchParams, withQuery } from '@/lib/page-kit/with-query';
import { localeOf } from './schedule-context';

export interface AliasProps {
  params: Promise<{ locale: string; slug?: string }>;
  searchParams: Promise<SearchParams>;
}

/**
 * The spec also names the schedule's tabs at the top level (`/tat-ca`, `/the-thao/bong-da`…); they
 * lead permanently to the one address of each tab under /lich-truc-tiep, keeping the day and filter.
 */
export async function redirectToTab({ params, searchParams }: AliasProps, segment: string): Promise<never> {
  const { locale: requested, slug } = await params;
  const path = [SCHEDULE_BASE, segment, slug].filter(Boolean).join('/');
  permanentRedirect(getPathname({ href: withQuery(path, await searchParams), locale: localeOf(requested) }));
}
