import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompareTeamsView, type TeamChoice } from '@/components/football/teams/compare-teams-view';
import { SectionMessages } from '@/components/i18n/section-messages';
import { FOOTBALL_PATHS } from '@/lib/domain/football-urls';
import { ApiError } from '@/server/api/errors';
import { getDb } from '@/server/db/client';
import { compareTeams } from '@/server/services/teams-comparisons';
import { requireFootballTeam } from '@/server/services/teams-fixtures';
import { compareIds, type SearchParams } from '../../_teams/compare-params';
import { localeOf, viewerZone } from '@/lib/page-kit/context';

interface CompareTeamsPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: CompareTeamsPageProps): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'teams.meta' });
  return { title: t('compareTeams'), description: t('compareDescription') };
}

/** /so-sanh/doi-bong?id1=&id2=: two teams side by side, with their meetings. */
export default async function CompareTeamsPage({ params, searchParams }: CompareTeamsPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const { ids, params: query } = compareIds(await searchParams, ['id1', 'id2'], FOOTBALL_PATHS.compareTeams);
  const db = await getDb();
  const choose = async (id: number | null): Promise<TeamChoice> => {
    if (id === null) return null;
    try {
      const club = await requireFootballTeam(db, id, locale);
      return { team: club.team, league: club.league };
    } catch (err) {
      if (err instanceof ApiError && err.code === 404) return 'unknown';
      throw err;
    }
  };
  const choices = await Promise.all([choose(ids[0]), choose(ids[1])]);
  const [a, b] = ids;
  const both = a !== null && b !== null && choices.every((c) => c !== null && c !== 'unknown');
  const comparison = both && a !== b ? await compareTeams(db, { id1: a, id2: b }, { locale }) : null;
  return (
    <SectionMessages namespaces={['teams']}>
      <CompareTeamsView choices={choices} comparison={comparison} params={query} timeZone={await viewerZone()} sameTeam={both && a === b} />
    </SectionMessages>
  );
}
