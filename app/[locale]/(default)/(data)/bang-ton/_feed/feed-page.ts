import { getTranslations, setRequestLocale } from 'next-intl/server';
import { feedFirstPageQuery, feedListQuery, feedTrendsQuery, firstPageData, type FeedListParams } from '@/lib/api/queries/feed';
import type { FeedSort } from '@/lib/domain/feed';
import type { Locale } from '@/lib/domain/locale';
import { localeOf, viewerZone, type SearchParams } from '@/lib/page-kit/context';
import { prefetch, prefill, serverQuery } from '@/server/api/server-query';
import { drawnAsMemberShell, serverViewer } from '@/server/api/server-viewer';

export interface FeedPageProps<P extends object = object> {
  params: Promise<{ locale: string } & P>;
  searchParams: Promise<SearchParams>;
}

/**
 * What every feed page reads of its request: the language, the member reading (0 on a members'
 * shell, which is drawn for no member in particular), their zone, and the render's clock.
 */
export async function feedRequest(params: Promise<{ locale: string }>) {
  const locale: Locale = localeOf((await params).locale);
  setRequestLocale(locale);
  // Read first: a build's attempt to prerender the page stops here, before any query is sent.
  const memberShell = await drawnAsMemberShell();
  // The side column's trending hashtags travel with every feed page.
  const [viewer, timeZone, t] = await Promise.all([serverViewer(), viewerZone(), getTranslations({ locale, namespace: 'feed' }), prefetch(feedTrendsQuery())]);
  return { locale, viewer, memberShell, timeZone, renderedAt: renderedAt(), t };
}

/** The render's clock, for "3 minutes ago": read once per page, outside the components that draw it. */
function renderedAt(): number {
  return Date.now();
}

export const sortOf = (search: SearchParams): FeedSort => (search.sort === 'newest' ? 'newest' : 'ranked');

/** The first value of a query parameter, trimmed; empty when absent. */
export function queryText(search: SearchParams, key: string, max: number): string {
  const raw = search[key];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, max).trim() ?? '';
}

/**
 * Draws a list's first page with the page: its answer is handed to the browser's list, which goes on
 * from its cursor. On failure the browser asks itself and shows the error view if that fails too.
 */
export async function prefetchFirstPage(viewer: number, params: FeedListParams): Promise<void> {
  const first = await serverQuery(feedFirstPageQuery(viewer, params));
  if (first.ok) prefill(feedListQuery(viewer, params).queryKey, firstPageData(first.data));
}
