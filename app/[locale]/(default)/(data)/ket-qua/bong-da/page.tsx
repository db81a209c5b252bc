import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FootballDayPage } from '../../_scores/day-page';
import { localeOf, type ScoresPageProps } from '@/components/football/scores/page-props';

export async function generateMetadata({ params }: ScoresPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'scores' });
  return { title: t('results.title'), description: t('results.intro') };
}

export default async function FootballResultsPage({ params, searchParams }: ScoresPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return <FootballDayPage kind="results" locale={locale} searchParams={await searchParams} />;
}
