import { useTranslations } from 'next-intl';
import { Crest } from '@/components/home/crest';
import type { LeagueDetail } from '@/lib/contract/football-teams';
import { StandingsTable } from '../standings-table';
import { EntityHeader } from './entity-header';
import { FixtureList } from './fixture-list';
import { PageSection, SectionNav } from './section-nav';
import { TeamGrid } from './team-grid';
import { TopScorers } from './top-scorers';

/** A competition: its table (none for a knockout cup), matches, scorers and clubs. */
export function LeagueView({ data, timeZone }: { data: LeagueDetail; timeZone: string }) {
  const t = useTranslations('teams');
  const { league, table } = data;
  const hasTable = table.rows.length > 0;
  // A knockout cup has no table, and its fixtures and results are the whole story.
  const ids = hasTable ? (['standings', 'fixtures', 'results', 'topScorers', 'teams'] as const) : (['fixtures', 'results'] as const);
  return (
    <div className="flex flex-col gap-6 py-4 md:py-6">
      <EntityHeader
        image={<Crest src={league.logo} name={league.name} size={64} />}
        title={league.name}
        subtitle={
          <>
            <span>{league.country}</span>
            {table.season ? <span>{t('info.season', { season: table.season })}</span> : null}
          </>
        }
      />
      <SectionNav items={ids.map((id) => ({ id, label: t(`sections.${id}`) }))} label={t('sectionsNav')} />
      {hasTable ? (
        <PageSection id="standings" title={t('sections.standings')}>
          <StandingsTable table={table} />
        </PageSection>
      ) : (
        <p className="text-sm text-muted">{t('info.cupNoTable')}</p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <PageSection id="fixtures" title={t('sections.fixtures')}>
          <FixtureList fixtures={data.fixtures} timeZone={timeZone} empty={t('empty.fixtures')} label={t('sections.fixtures')} hideLeague />
        </PageSection>
        <PageSection id="results" title={t('sections.results')}>
          <FixtureList fixtures={data.results} timeZone={timeZone} empty={t('empty.results')} label={t('sections.results')} hideLeague />
        </PageSection>
      </div>
      {hasTable ? (
        <>
          <PageSection id="topScorers" title={t('sections.topScorers')}>
            <TopScorers scorers={data.topScorers} />
          </PageSection>
          <PageSection id="teams" title={t('sections.teams')}>
            <TeamGrid teams={data.teams} empty={t('empty.teams')} />
          </PageSection>
        </>
      ) : null}
    </div>
  );
}
