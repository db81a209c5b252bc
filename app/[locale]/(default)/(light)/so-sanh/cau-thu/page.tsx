import type { Metadata } from 'next';
import { QueryProvider } from '@/components/app/query-provider';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComparePlayersView, type PlayerChoice } from '@/components/football/teams/compare-players-view';
import { SectionMessages } from '@/components/i18n/section-messages';
import { FOOTBALL_PATHS } from '@/lib/domain/football-urls';
import { playerDetailQuery } from '@/lib/api/queries/football-teams';
import { localeOf } from '@/lib/page-kit/context';
import { foundOrNull } from '@/server/api/page-data';
import { serverQuery } from '@/server/api/server-query';
import { compareIds, type SearchParams } from '../../_teams/compare-params';

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
  const choose = async (id: number | null): Promise<PlayerChoice> =>
    id === null ? null : (foundOrNull(await serverQuery(playerDetailQuery(id)), `player ${id}`) ?? 'unknown');
  const choices = await Promise.all([choose(ids[0]), choose(ids[1])]);
  return (
    <SectionMessages namespaces={['teams']}>
      {/* The pickers search names through the query cache, which these football pages do not load otherwise. */}
      <QueryProvider>
        <ComparePlayersView choices={choices} params={query} />
      </QueryProvider>
    </SectionMessages>
  );
}
