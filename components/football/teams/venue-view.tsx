import { MapPin } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { VenueDetail } from '@/lib/contract/football-teams';
import { EntityHeader } from './entity-header';
import { FixtureList } from './fixture-list';
import { PageSection } from './section-nav';
import { TeamGrid } from './team-grid';

/** A ground: where it is, how many it holds, who plays there and its matches. */
export function VenueView({ data, timeZone }: { data: VenueDetail; timeZone: string }) {
  const t = useTranslations('teams');
  const { venue } = data;
  return (
    <div className="flex flex-col gap-6 py-4 md:py-6">
      <EntityHeader
        image={
          <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-accent/15 text-accent">
            <MapPin aria-hidden className="size-8" />
          </span>
        }
        title={venue.name}
        subtitle={<span>{venue.city}</span>}
        facts={[
          { label: t('info.city'), value: venue.city },
          { label: t('info.capacity'), value: t('info.capacityValue', { count: venue.capacity }) },
        ]}
      />
      <PageSection id="homeTeams" title={t('sections.homeTeams')}>
        <TeamGrid teams={data.homeTeams.map(({ team, league }) => ({ ...team, note: league.name }))} empty={t('empty.teams')} />
      </PageSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <PageSection id="fixtures" title={t('sections.fixtures')}>
          <FixtureList fixtures={data.fixtures} timeZone={timeZone} empty={t('empty.fixtures')} label={t('sections.fixtures')} />
        </PageSection>
        <PageSection id="results" title={t('sections.results')}>
          <FixtureList fixtures={data.results} timeZone={timeZone} empty={t('empty.results')} label={t('sections.results')} />
        </PageSection>
      </div>
    </div>
  );
}
