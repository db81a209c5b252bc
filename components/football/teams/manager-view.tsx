import { useTranslations } from 'next-intl';
import type { ManagerDetail } from '@/lib/contract/football-teams';
import { formatInZone } from '@/lib/format/date';
import { FormPills } from '../form-pills';
import { ClubLine } from './club-line';
import { EntityHeader } from './entity-header';
import { FixtureList } from './fixture-list';
import { Portrait } from './portrait';
import { PageSection } from './section-nav';
import { StatTiles } from './stat-tiles';

/** A manager: profile, and the team's season and results since the appointment. */
export function ManagerView({ data, timeZone }: { data: ManagerDetail; timeZone: string }) {
  const t = useTranslations('teams');
  const tc = useTranslations('common.standings');
  const { manager, team, league, standing } = data;
  return (
    <div className="flex flex-col gap-6 py-4 md:py-6">
      <EntityHeader
        image={<Portrait src={manager.photo} size={72} />}
        title={manager.name}
        subtitle={<ClubLine team={team} league={league} />}
        facts={[
          { label: t('info.nationality'), value: manager.nationality },
          { label: t('info.age'), value: manager.age === null ? t('info.unknown') : t('info.ageValue', { age: manager.age }) },
          { label: t('info.appointed'), value: formatInZone(Date.parse(`${manager.appointed}T00:00:00Z`), 'UTC', 'DD/MM/YYYY') },
          { label: t('info.formation'), value: manager.formation },
        ]}
      />
      <PageSection id="record" title={t('sections.record')}>
        {standing ? (
          <StatTiles
            items={[
              { label: tc('position.long'), value: standing.position },
              { label: tc('played.long'), value: standing.played },
              { label: t('compare.won'), value: standing.won },
              { label: t('compare.drawn'), value: standing.drawn },
              { label: t('compare.lost'), value: standing.lost },
              { label: tc('goalsFor.long'), value: standing.goalsFor },
              { label: tc('goalsAgainst.long'), value: standing.goalsAgainst },
              { label: tc('points.long'), value: standing.points },
            ]}
          />
        ) : (
          <p className="text-sm text-muted">{t('info.cupNoTable')}</p>
        )}
        <div className="mt-3 flex items-center gap-3 text-sm">
          <span className="text-muted">{t('info.form')}</span>
          {data.form.length > 0 ? <FormPills form={data.form} label={t('info.form')} /> : <span className="text-muted">{t('empty.form')}</span>}
        </div>
      </PageSection>
      <PageSection id="results" title={t('sections.resultsSince')}>
        <FixtureList fixtures={data.results} timeZone={timeZone} empty={t('empty.results')} focusTeamId={team.id} />
      </PageSection>
    </div>
  );
}
