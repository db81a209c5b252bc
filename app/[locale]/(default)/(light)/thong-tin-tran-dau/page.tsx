import { setRequestLocale } from 'next-intl/server';
import { HubPage } from '../_scores/hub-page';
import { localeOf, type ScoresPageProps } from '@/components/football/scores/page-props';
import { metadataFromMessages } from '@/lib/page-kit/metadata';

type HubProps = Pick<ScoresPageProps, 'params'>;

export const generateMetadata = metadataFromMessages('scores.hub', { title: 'title', description: 'intro' });

export default async function MatchInformationPage({ params }: HubProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return <HubPage locale={locale} />;
}
