import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HIGHLIGHTS_ROOT } from '@/lib/domain/highlights';
import { metadataFromMessages } from '@/lib/page-kit/metadata';
import { ClipFeed } from './_highlights/clip-feed';
import { HighlightsShell } from './_highlights/highlights-shell';
import { localeOf, pageOf, sortOf, type HighlightPageProps } from './_highlights/page-context';

export const generateMetadata = metadataFromMessages('highlights', { title: 'meta.title', description: 'meta.description' });

/** /highlight: the newest (or most viewed) clips of every sport. */
export default async function HighlightsHomePage({ params, searchParams }: HighlightPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const [t, search] = await Promise.all([getTranslations({ locale, namespace: 'highlights' }), searchParams]);
  const sort = sortOf(search);
  return (
    <HighlightsShell title={t('title')} intro={t('intro')} path={HIGHLIGHTS_ROOT} sort={sort}>
      <ClipFeed filter={{}} sort={sort} page={pageOf(search)} path={HIGHLIGHTS_ROOT} label={t('latest')} />
    </HighlightsShell>
  );
}
