import { getTranslations } from 'next-intl/server';
import { TabLinks } from '@/components/page-kit/tab-links';
import { FOOTBALL_PATHS } from '@/lib/domain/football-urls';

/** Tabs between the football data pages. */
export async function FootballNav() {
  const t = await getTranslations('scores.nav');
  const items = [
    { href: FOOTBALL_PATHS.matchInfo, label: t('hub') },
    { href: FOOTBALL_PATHS.results, label: t('results') },
    { href: FOOTBALL_PATHS.fixtures, label: t('fixtures') },
    { href: FOOTBALL_PATHS.odds, label: t('odds') },
  ];
  return <TabLinks items={items} label={t('label')} />;
}
