import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NEWS_ROOT } from '@/lib/domain/news';
import { metadataFromMessages } from '@/lib/page-kit/metadata';
import { NewsFeed } from './_news/news-feed';
import { NewsShell } from './_news/news-shell';
import { localeOf, pageOf, type NewsPageProps } from './_news/page-context';

export const generateMetadata = metadataFromMessages('news', { title: 'meta.title', description: 'meta.description' });

/** /tin-tuc: the newest articles of every sport, the newest featured one leading the first page. */
export default async function NewsHomePage({ params, searchParams }: NewsPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const [t, search] = await Promise.all([getTranslations({ locale, namespace: 'news' }), searchParams]);
  return (
    <NewsShell title={t('title')} intro={t('intro')}>
      <NewsFeed filter={{}} page={pageOf(search)} path={NEWS_ROOT} label={t('latest')} withLead />
    </NewsShell>
  );
}
