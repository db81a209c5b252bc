import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComparePlayersView, type PlayerChoice } from '@/components/football/teams/compare-players-view';
import { SectionMessages } from '@/components/i18n/section-messages';
import { FOOTBALL_PATHS } from '@/lib/domain/football-urls';
import { ApiError } from '@/server/api/errors';
import { compareIds, type SearchParams } from '../../_teams/compare-params';
import { localeOf } from '@/lib/page-kit/context';
import { loadPlayer } from '../../_teams/loaders';

interface ComparePlayersPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: ComparePlayersPageProps): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'teams.meta' });
  return { title: t('comparePlayers'), description: t('compareDescription') };
}

/** /so-sanh/cau-thu?p1=&p2=: two players side by side; the URL carries the choice. */
export default async function ComparePlayersPage({ params, searchParams }: ComparePlayersPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const { ids, params: query } = compareIds(await searchParams, ['p1', 'p2'], FOOTBALL_PATHS.comparePlayers);
  const choose = async (id: number | null): Promise<PlayerChoice> => {
    if (id === null) return null;
    try {
      return await loadPlayer(id, locale);
    } catch (err) {
      if (err instanceof ApiError && err.code === 404) return 'unknown';
      throw err;
    }
  };
  const choices = await Promise.all([choose(ids[0]), choose(ids[1])]);
  return (
    <SectionMessages namespaces={['teams']}>
      <ComparePlayersView choices={choices} params={query} />
    </SectionMessages>
  );
}
