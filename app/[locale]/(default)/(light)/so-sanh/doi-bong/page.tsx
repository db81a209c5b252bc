import type { Metadata } from 'next';
import { QueryProvider } from '@/components/app/query-provider';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompareTeamsView, type TeamChoice } from '@/components/football/teams/compare-teams-view';
import { SectionMessages } from '@/components/i18n/section-messages';
import { teamComparisonQuery, teamDetailQuery } from '@/lib/api/queries/football-teams';
import { FOOTBALL_PATHS } from '@/lib/domain/football-urls';
import { localeOf, viewerZone } from '@/lib/page-kit/context';
import { foundOrNull, required } from '@/server/api/page-data';
import { serverQuery } from '@/server/api/server-query';
import { compareIds, type SearchParams } from '../../_teams/compare-params';

interface CompareTeamsPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: CompareTeamsPageProps): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'teams.meta' });
  return { title: t('compareTeams'), description: t('compareDescription') };
}

/** One side of the comparison: nothing chosen, an id that names no football team, or the team. */
async function chooseTeam(id: number | null): Promise<TeamChoice> {
  if (id === null) return null;
  const detail = foundOrNull(await serverQuery(teamDetailQuery(id)), `team ${id}`);
  if (!detail) return 'unknown';
  const { name, slug, logo } = detail.team;
  return { team: { id: detail.team.id, name, slug, logo }, league: detail.league };
}

/** /so-sanh/doi-bong?id1=&id2=: two teams side by side, with their meetings. */
export default async function CompareTeamsPage({ params, searchParams }: CompareTeamsPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const { ids, params: query } = compareIds(await searchParams, ['id1', 'id2'], FOOTBALL_PATHS.compareTeams);
  const choices = await Promise.all([chooseTeam(ids[0]), chooseTeam(ids[1])]);
  const [a, b] = ids;
  const both = a !== null && b !== null && choices.every((c) => c !== null && c !== 'unknown');
  const comparison = both && a !== b ? required(await serverQuery(teamComparisonQuery(a, b)), `comparison of teams ${a} and ${b}`) : null;
  return (
    <SectionMessages namespaces={['teams']}>
      {/* The pickers search names through the query cache, which these football pages do not load otherwise. */}
      <QueryProvider>
        <CompareTeamsView choices={choices} comparison={comparison} params={query} timeZone={await viewerZone()} sameTeam={both && a === b} />
      </QueryProvider>
    </SectionMessages>
  );
}
