import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SearchResultsView } from '@/components/search/search-results-view';
import { searchQuery } from '@/lib/api/queries/search';
import { isSearchKind, SEARCH_LIMITS } from '@/lib/domain/search';
import { searchTokens } from '@/lib/format/fold';
import { localeOf, viewerZone, type SearchParams } from '@/lib/page-kit/context';
import { Hydrate } from '@/server/api/hydrate';
import { prefetch } from '@/server/api/server-query';

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
  // On failure the results view asks again and shows its error view if that fails too.
  if (searchTokens(q).length > 0) await prefetch(searchQuery({ q, kind, limit: kind ? SEARCH_LIMITS.kindPage : SEARCH_LIMITS.page }));
  return (
    <Hydrate>
      <SearchResultsView q={q} kind={kind} timeZone={timeZone} />
    </Hydrate>
  );
}
