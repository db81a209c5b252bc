import { setRequestLocale } from 'next-intl/server';
import { NewsTypeNav } from '@/components/news/news-nav';
import { NEWS_ROOT, newsListPath } from '@/lib/domain/news';
import { NewsFeed } from '../../_news/news-feed';
import { NewsShell } from '../../_news/news-shell';
import { categoryOrNotFound, listHeading, localeOf, pageOf, typeMetadata, typeOrNotFound, type NewsPageProps } from '../../_news/page-context';

type Props = NewsPageProps<{ category: string; type: string }>;

export const generateMetadata = typeMetadata;

/** /tin-tuc/{sport}/{type}: one sport's articles of one kind; a tab has no types below it (404). */
export default async function NewsTypePage({ params, searchParams }: Props) {
  const { locale: requested, category: c, type: ty } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const path = `${NEWS_ROOT}/${c}/${ty}`;
  const category = categoryOrNotFound(c, path);
  const type = typeOrNotFound(ty, path);
  const [heading, search] = await Promise.all([listHeading(locale, { category, type }), searchParams]);
  return (
    <NewsShell title={heading.title} category={category} subnav={<NewsTypeNav category={category} />}>
      <NewsFeed filter={{ category, type }} page={pageOf(search)} path={newsListPath(category, type)} label={heading.title} />
    </NewsShell>
  );
}
