import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Search } from 'lucide-react';
import { FeedSearch } from '@/components/feed/feed-search';
import { FeedShell } from '@/components/feed/feed-shell';
import { POST_LIMITS } from '@/lib/domain/feed';
import { SEARCH_LIMITS } from '@/lib/domain/search';
import { localeOf, type SearchParams } from '@/lib/page-kit/context';
import { FEED_SEARCH_KINDS } from '@/components/feed/feed-search-kinds';
import { searchQuery } from '@/lib/api/queries/search';
import { searchTokens } from '@/lib/format/fold';
import { Hydrate } from '@/server/api/hydrate';
import { prefetch } from '@/server/api/server-query';
import { feedRequest, prefetchFirstPage, queryText, type FeedPageProps } from '../_feed/feed-page';

/** `?tag=` as the hashtag rule writes it (letters, digits, underscores, lower-cased), or null. */
function tagOf(search: SearchParams): string | null {
  const tag = queryText(search, 'tag', POST_LIMITS.hashtagMaxChars + 1).replace(/^#/, '');
  return /^[\p{L}\p{N}_]{1,50}$/u.test(tag) ? tag.toLocaleLowerCase('vi') : null;
}

export async function generateMetadata({ params, searchParams }: FeedPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'feed.meta' });
  const tag = tagOf(await searchParams);
  // Result pages are endless and thin: kept out of search engines, links still followed.
  const robots = { index: false, follow: true };
  return tag ? { title: t('tagTitle', { tag }), description: t('tagDescription', { tag }), robots } : { title: t('searchTitle'), description: t('searchDescription'), robots };
}

/** /bang-ton/tim-kiem: `?tag=` shows a hashtag's posts; `?q=` finds hashtags, posts and members. */
export default async function FeedSearchPage({ params, searchParams }: FeedPageProps) {
  const [{ viewer, timeZone, renderedAt, t }, search] = await Promise.all([feedRequest(params), searchParams]);
  const tag = tagOf(search);
  const q = tag ? '' : queryText(search, 'q', SEARCH_LIMITS.queryChars);
  if (tag) await prefetchFirstPage(viewer, { scope: 'hashtag', tag, sort: 'newest' });
  else if (searchTokens(q).length > 0) await Promise.all(FEED_SEARCH_KINDS.map((kind) => prefetch(searchQuery({ q, kind, limit: SEARCH_LIMITS.kindPage }))));
  return (
    <Hydrate>
      <FeedShell title={t('search.title')} icon={Search} viewer={viewer} timeZone={timeZone} renderedAt={renderedAt}>
        <FeedSearch tag={tag} q={q} />
      </FeedShell>
    </Hydrate>
  );
}
