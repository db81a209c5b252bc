import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { LazyComments } from '@/components/comments/lazy-comments';
import { SectionMessages } from '@/components/i18n/section-messages';
import { ArticleView } from '@/components/news/article-view';
import { NewsFeedLinks } from '@/components/news/news-feed-links';
import { SaveButton } from '@/components/saved/save-button';
import { JsonLdScript } from '@/components/seo/json-ld';
import { CountView } from '@/components/views/count-view';
import { articlePath, NEWS_ROOT } from '@/lib/domain/news';
import { getPathname } from '@/lib/i18n/navigation';
import { articleClips, articleMatches, articleMetadata, articleOrNotFound, articleStructuredData, findArticle } from '../../../_news/article-page';
import { localeOf, renderedAt, viewerZone, type NewsPageProps } from '../../../_news/page-context';

type Props = Omit<NewsPageProps<{ category: string; type: string; slug: string }>, 'searchParams'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const data = await findArticle(slug);
  return data ? articleMetadata(data.article, localeOf(locale)) : {};
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * /tin-tuc/{sport}/{type}/{slug}-{id}: one article. The id is what counts: a changed headline, a moved
 * sport or type, or a mistyped slug redirects (308) to the article's canonical path in the same language.
 */
export default async function ArticlePage({ params }: Props) {
  const { locale: requested, category, type, slug } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const path = `${NEWS_ROOT}/${category}/${type}/${slug}`;
  const { article, related } = await articleOrNotFound(path, slug);
  const canonical = articlePath(article);
  if (safeDecode(path) !== canonical) permanentRedirect(getPathname({ href: canonical, locale }));
  const [timeZone, matches, clips, structuredData] = await Promise.all([viewerZone(), articleMatches(article), articleClips(article), articleStructuredData(article, locale)]);
  return (
    <>
      <JsonLdScript data={structuredData} />
      <NewsFeedLinks category={article.category} />
      {/* The embedded clips' titles and player speak from the highlights' words; other articles do without them. */}
      <SectionMessages namespaces={clips.size > 0 ? ['comments', 'saved', 'highlights', 'player'] : ['comments', 'saved']}>
        <ArticleView
          article={article}
          related={related}
          timeZone={timeZone}
          now={renderedAt()}
          matches={matches}
          clips={clips}
          actions={<SaveButton kind="article" id={article.id} />}
          comments={<LazyComments kind="article" itemId={article.id} />}
        />
      </SectionMessages>
      <CountView kind="article" id={article.id} />
    </>
  );
}
