import { getLocale, getTranslations } from 'next-intl/server';
import type { NewsCategory } from '@/lib/domain/news';
import { NEWS_FEED_FORMATS, newsFeedPath, type NewsFeedFormat } from '@/lib/domain/news-feeds';
import { localeOf } from '@/lib/page-kit/context';

const FORMATS = Object.keys(NEWS_FEED_FORMATS) as NewsFeedFormat[];

/**
 * The page's `<link rel="alternate">` to its news feeds (React places them in the head): the sport's
 * when the page has one, and every sport's, in the page's language, so a feed reader finds them.
 */
export async function NewsFeedLinks({ category }: { category?: NewsCategory }) {
  const locale = localeOf(await getLocale());
  const t = await getTranslations({ locale, namespace: 'news' });
  const feeds = [...(category ? [{ category, title: t('feeds.category', { category: t(`sports.${category}`) }) }] : []), { category: null, title: t('feeds.all') }];
  return (
    <>
      {feeds.flatMap(({ category: c, title }) =>
        FORMATS.map((format) => (
          <link key={`${c ?? 'all'}-${format}`} rel="alternate" type={NEWS_FEED_FORMATS[format]} title={`${title} (${format.toUpperCase()})`} href={newsFeedPath({ locale, category: c, format })} />
        )),
      )}
    </>
  );
}
