import { setRequestLocale } from 'next-intl/server';
import { FootballDayPage } from '../../_scores/day-page';
import { localeOf, type ScoresPageProps } from '@/components/football/scores/page-props';
import { metadataFromMessages } from '@/lib/page-kit/metadata';

export const generateMetadata = metadataFromMessages('scores', { title: 'fixtures.title', description: 'fixtures.intro' });

export default async function FootballFixturesPage({ params, searchParams }: ScoresPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return <FootballDayPage kind="fixtures" locale={locale} searchParams={await searchParams} />;
}
