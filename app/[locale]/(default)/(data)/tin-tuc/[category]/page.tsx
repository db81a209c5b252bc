import { setRequestLocale } from 'next-intl/server';
import { newsTabPath } from '@/components/news/news-links';
import { NewsTypeNav } from '@/components/news/news-nav';
import { newsListPath } from '@/lib/domain/news';
import { NewsFeed } from '../_news/news-feed';
import { NewsShell } from '../_news/news-shell';
import { listHeading, localeOf, pageOf, segmentMetadata, segmentOrNotFound, type NewsPageProps } from '../_news/page-context';

type Props = NewsPageProps<{ category: string }>;

export const generateMetadata = segmentMetadata;

/**
 * /tin-tuc/{tab}: every sport's articles in the tab's order (featured first, most read, recommended:
 * the API orders that for a signed-in member, and in the editors' order for a guest, as this render is);
 * /tin-tuc/{sport}: one sport's articles, newest first.
 */
export default async function NewsSegmentPage({ params, searchParams }: Props) {
  const { locale: requested, category: slug } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const segment = segmentOrNotFound(slug);
  const [heading, search] = await Promise.all([listHeading(locale, segment.kind === 'tab' ? { tab: segment.tab } : { category: segment.category }), searchParams]);
  if (segment.kind === 'tab') {
    return (
      <NewsShell title={heading.title}>
        <NewsFeed filter={{ tab: segment.tab }} page={pageOf(search)} path={newsTabPath(segment.tab)} label={heading.title} />
      </NewsShell>
    );
  }
  return (
    <NewsShell title={heading.title} category={segment.category} subnav={<NewsTypeNav category={segment.category} />}>
      <NewsFeed filter={{ category: segment.category }} page={pageOf(search)} path={newsListPath(segment.category)} label={heading.title} />
    </NewsShell>
  );
}
