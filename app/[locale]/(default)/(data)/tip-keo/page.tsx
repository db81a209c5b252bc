import { getTranslations, setRequestLocale } from 'next-intl/server';
import { tipDetailPath, TIP_ROOT } from '@/lib/domain/tip-keo';
import { localeOf, pageOf, viewerZone, type TipPageProps } from './_tips/page-context';
import { TipFeed } from './_tips/tip-feed';
import { TipsShell } from './_tips/tips-shell';
import { metadataFromMessages } from '@/lib/page-kit/metadata';

export const generateMetadata = metadataFromMessages('tips', { title: 'title', description: 'meta.description' });

/** /tip-keo: the newest tips of every sport and the top tipsters. */
export default async function TipsHomePage({ params, searchParams }: TipPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const [t, timeZone, search] = await Promise.all([getTranslations({ locale, namespace: 'tips' }), viewerZone(), searchParams]);
  return (
    <TipsShell title={t('title')} intro={t('intro')}>
      <h2 className="sr-only">{t('latest')}</h2>
      <TipFeed timeZone={timeZone} page={pageOf(search)} path={TIP_ROOT} hrefOf={(tip) => tipDetailPath({ id: tip.id, home: tip.match.home, away: tip.match.away })} />
    </TipsShell>
  );
}
