import { setRequestLocale } from 'next-intl/server';
import { OddsPage } from '../../_scores/odds-page';
import { localeOf, type ScoresPageProps } from '@/components/football/scores/page-props';
import { metadataFromMessages } from '@/lib/page-kit/metadata';

export const generateMetadata = metadataFromMessages('scores.odds', { title: 'title', description: 'intro' });

export default async function FootballOddsPage({ params, searchParams }: ScoresPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return <OddsPage locale={locale} searchParams={await searchParams} />;
}
