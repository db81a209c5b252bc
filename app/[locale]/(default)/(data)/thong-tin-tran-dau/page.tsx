import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HubPage } from '../_scores/hub-page';
import { localeOf, type ScoresPageProps } from '@/components/football/scores/page-props';

type HubProps = Pick<ScoresPageProps, 'params'>;

export async function generateMetadata({ params }: HubProps): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'scores.hub' });
  return { title: t('title'), description: t('intro') };
}

export default async function MatchInformationPage({ params }: HubProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return <HubPage locale={locale} />;
}
