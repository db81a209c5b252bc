import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SearchResultsView } from '@/components/search/search-results-view';
import { searchQuery, type SearchInput } from '@/lib/api/queries/search';
import { isSearchKind, SEARCH_LIMITS } from '@/lib/domain/search';
import { searchTokens } from '@/lib/format/fold';
import type { Locale } from '@/lib/domain/locale';
import { localeOf, viewerZone, type SearchParams } from '@/lib/page-kit/context';
import { reportError } from '@/lib/observability/report';
import { getDb } from '@/server/db/client';
import { siteSearch } from '@/server/services/search/site-search';

interface SearchPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

/** The page's query: the first `q`, trimmed and cut to what the search accepts, and a known `kind`. */
function readQuery(search: SearchParams) {
  const raw = Array.isArray(search.q) ? search.q[0] : search.q;
  const kind = Array.isArray(search.kind) ? search.kind[0] : search.kind;
  return { q: (raw ?? '').trim().slice(0, SEARCH_LIMITS.queryChars).trim(), kind: isSearchKind(kind) ? kind : undefined };
}

/** The first answers, read in process; on failure the browser asks again and shows the error view if that fails too. */
async function prefetch(queryClient: QueryClient, input: SearchInput, locale: Locale): Promise<void> {
  try {
    queryClient.setQueryData(searchQuery(input).queryKey, await siteSearch(await getDb(), input, { now: Date.now(), locale }));
  } catch (err) {
    reportError(err, { where: 'search page', q: input.q });
  }
}

export async function generateMetadata({ params, searchParams }: SearchPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'search.page' });
  const { q } = readQuery(await searchParams);
  // Result pages are endless and thin: kept out of search engines, links still followed.
  return { title: q ? t('titleFor', { query: q }) : t('title'), description: t('description'), robots: { index: false, follow: true } };
}

/** /tim-kiem?q=…[&kind=…]: the site search's results, rendered with the first answers. */
export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const [{ q, kind }, timeZone] = await Promise.all([searchParams.then(readQuery), viewerZone()]);
  const queryClient = new QueryClient();
  if (searchTokens(q).length > 0) await prefetch(queryClient, { q, kind, limit: kind ? SEARCH_LIMITS.kindPage : SEARCH_LIMITS.page }, locale);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <SearchResultsView q={q} kind={kind} timeZone={timeZone} />
    </HydrationBoundary>
  );
}
