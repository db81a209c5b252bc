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

type TeamSection = 'overview' | 'fixtures' | 'results' | 'squad' | 'standings';

/**
 * A team's page. Every block is shown only when it has something to show, and nothing is listed
 * twice: the next match sits in the overview and the fixtures list goes on from the one after it.
 */
export function TeamView({ data, timeZone }: { data: TeamDetail; timeZone: string }) {
  const t = useTranslations('teams');
  const { team, league, venue, manager, standing } = data;
  const [next, ...later] = data.fixtures;
  const hasForm = data.form.length > 0 || standing !== null;
  const present: Record<TeamSection, boolean> = {
    overview: hasForm || next !== undefined,
    fixtures: later.length > 0,
    results: data.results.length > 0,
    squad: data.squad.length > 0,
    standings: data.table.rows.length > 0,
  };
  const sections = (Object.keys(present) as TeamSection[]).filter((id) => present[id]).map((id) => ({ id, label: t(`sections.${id}`) }));
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 py-4 md:py-6">
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
      {present.overview ? (
        <PageSection id="overview" title={t('sections.overview')}>
          <div className="grid gap-4 lg:grid-cols-2">
            {hasForm ? (
              <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
                <h3 className="text-sm font-semibold text-muted">{t('info.form')}</h3>
                {data.form.length > 0 ? <FormPills form={data.form} label={t('info.form')} /> : null}
                {standing ? (
                  <p className="text-sm text-fg">
                    {t('info.positionOf', { position: standing.position, total: data.table.rows.length })} ·{' '}
                    {t('info.record', { won: standing.won, drawn: standing.drawn, lost: standing.lost })}
                  </p>
                ) : null}
              </div>
            ) : null}
            {next ? (
              <div className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold text-muted">{t('info.nextMatch')}</h3>
                <FixtureList fixtures={[next]} timeZone={timeZone} empty={t('empty.fixtures')} />
              </div>
            ) : null}
          </div>
        </PageSection>
      ) : null}
      {present.fixtures ? (
        <PageSection id="fixtures" title={t('sections.fixtures')}>
          <FixtureList fixtures={later} timeZone={timeZone} empty={t('empty.fixtures')} label={t('sections.fixtures')} />
        </PageSection>
      ) : null}
      {present.results ? (
        <PageSection id="results" title={t('sections.results')}>
          <FixtureList fixtures={data.results} timeZone={timeZone} empty={t('empty.results')} focusTeamId={team.id} label={t('sections.results')} />
        </PageSection>
      ) : null}
      {present.squad ? (
        <PageSection id="squad" title={t('sections.squad')}>
          <SquadList squad={data.squad} />
        </PageSection>
      ) : null}
      {present.standings ? (
        <PageSection id="standings" title={t('sections.standings')}>
          <StandingsTable table={data.table} highlight={[team.id]} />
        </PageSection>
      ) : null}
    </div>
  );
}
