import { GitCompareArrows } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Crest } from '@/components/home/crest';
import { buttonClasses } from '@/components/ui/button';
import type { TeamDetail } from '@/lib/contract/football-teams';
import { FOOTBALL_PATHS, leaguePath, managerPath, venuePath } from '@/lib/domain/football-urls';
import { Link } from '@/lib/i18n/navigation';
import { FormPills } from '../form-pills';
import { StandingsTable } from '../standings-table';
import { EntityHeader } from './entity-header';
import { FavouriteButton } from './favourite-button';
import { FixtureList } from './fixture-list';
import { PageSection, SectionNav } from './section-nav';
import { SquadList } from './squad-list';

const LAST_RESULTS_IN_OVERVIEW = 3;

export function TeamView({ data, timeZone }: { data: TeamDetail; timeZone: string }) {
  const t = useTranslations('teams');
  const { team, league, venue, manager, standing } = data;
  const sections = (['overview', 'fixtures', 'results', 'squad', 'standings'] as const).map((id) => ({ id, label: t(`sections.${id}`) }));
  const next = data.fixtures[0];
  return (
    <div className="flex flex-col gap-6 py-4 md:py-6">
      <EntityHeader
        image={<Crest src={team.logo} name={team.name} size={64} />}
        title={team.name}
        subtitle={
          <Link href={leaguePath(league)} className="inline-flex items-center gap-1.5 hover:text-accent">
            <Crest src={league.logo} name={league.name} size={16} />
            {league.name}
          </Link>
        }
        facts={[
          { label: t('info.venue'), value: venue ? <Link href={venuePath(venue)} className="hover:text-accent">{venue.name}</Link> : t('info.unknown') },
          { label: t('info.manager'), value: manager ? <Link href={managerPath(manager)} className="hover:text-accent">{manager.name}</Link> : t('info.unknown') },
          { label: t('sections.standings'), value: standing ? t('info.positionOf', { position: standing.position, total: data.table.rows.length }) : '–' },
          { label: t('info.pointsLabel'), value: standing ? t('info.points', { points: standing.points }) : '–' },
        ]}
        actions={
          <>
            <FavouriteButton team={team} />
            <Link href={`${FOOTBALL_PATHS.compareTeams}?id1=${team.id}`} className={buttonClasses({ variant: 'ghost' })}>
              <GitCompareArrows aria-hidden />
              {t('compareTeamLink')}
            </Link>
          </>
        }
      />
      <SectionNav items={sections} label={t('sectionsNav')} />
      <PageSection id="overview" title={t('sections.overview')}>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
            <h3 className="text-sm font-semibold text-muted">{t('info.form')}</h3>
            {data.form.length > 0 ? <FormPills form={data.form} label={t('info.form')} /> : <p className="text-sm text-muted">{t('empty.form')}</p>}
            {standing ? (
              <p className="text-sm text-fg">
                {t('info.positionOf', { position: standing.position, total: data.table.rows.length })} ·{' '}
                {t('info.record', { won: standing.won, drawn: standing.drawn, lost: standing.lost })}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-muted">{t('info.nextMatch')}</h3>
            <FixtureList fixtures={next ? [next] : []} timeZone={timeZone} empty={t('empty.fixtures')} />
          </div>
        </div>
        <h3 className="mt-4 mb-2 text-sm font-semibold text-muted">{t('info.lastResults')}</h3>
        <FixtureList fixtures={data.results.slice(0, LAST_RESULTS_IN_OVERVIEW)} timeZone={timeZone} empty={t('empty.results')} focusTeamId={team.id} />
      </PageSection>
      <PageSection id="fixtures" title={t('sections.fixtures')}>
        <FixtureList fixtures={data.fixtures} timeZone={timeZone} empty={t('empty.fixtures')} label={t('sections.fixtures')} />
      </PageSection>
      <PageSection id="results" title={t('sections.results')}>
        <FixtureList fixtures={data.results} timeZone={timeZone} empty={t('empty.results')} focusTeamId={team.id} label={t('sections.results')} />
      </PageSection>
      <PageSection id="squad" title={t('sections.squad')}>
        <SquadList squad={data.squad} />
      </PageSection>
      <PageSection id="standings" title={t('sections.standings')}>
        {data.table.rows.length > 0 ? <StandingsTable table={data.table} highlight={[team.id]} /> : <p className="text-sm text-muted">{t('info.cupNoTable')}</p>}
      </PageSection>
    </div>
  );
}
