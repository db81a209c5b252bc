import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OddsPage } from '../../_scores/odds-page';
import { localeOf, type ScoresPageProps } from '@/components/football/scores/page-props';

export async function generateMetadata({ params }: ScoresPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'scores.odds' });
  return { title: t('title'), description: t('intro') };
}

export default async function FootballOddsPage({ params, searchParams }: ScoresPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return <OddsPage locale={locale} searchParams={await searchParams} />;
}
