import { GitCompareArrows } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import type { PlayerDetail } from '@/lib/contract/football-teams';
import { isPosition } from '@/lib/domain/football-people';
import { FOOTBALL_PATHS } from '@/lib/domain/football-urls';
import { isLocale } from '@/lib/domain/locale';
import { Link } from '@/lib/i18n/navigation';
import { ClubLine } from './club-line';
import { EntityHeader } from './entity-header';
import { FixtureList } from './fixture-list';
import { marketValueText } from './market-value';
import { PlayerEvents } from './player-events';
import { Portrait } from './portrait';
import { PageSection, SectionNav } from './section-nav';
import { StatTiles } from './stat-tiles';

const STAT_KEYS = ['appearances', 'starts', 'minutes', 'goals', 'assists', 'yellowCards', 'redCards', 'rating'] as const;

export function PlayerView({ data, timeZone }: { data: PlayerDetail; timeZone: string }) {
  const t = useTranslations('teams');
  const raw = useLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const { player, team, league, stats, window } = data;
  const position = isPosition(player.position) ? player.position : 'other';
  const details = new Map(data.recent.map((m) => [m.fixture.fixtureId, <PlayerEvents key={m.fixture.fixtureId} events={m.events} />]));
  return (
    <div className="flex flex-col gap-6 py-4 md:py-6">
      <EntityHeader
        image={<Portrait src={player.photo} size={72} />}
        title={player.name}
        subtitle={<ClubLine team={team} league={league} />}
        facts={[
          { label: t('info.position'), value: t(`positions.${position}`) },
          { label: t('info.number'), value: player.shirtNumber },
          { label: t('info.nationality'), value: player.nationality },
          { label: t('info.age'), value: player.age === null ? t('info.unknown') : t('info.ageValue', { age: player.age }) },
          { label: t('info.marketValue'), value: marketValueText(data.marketValue, locale, t) },
          { label: t('info.club'), value: team.name },
        ]}
        actions={
          <Link href={`${FOOTBALL_PATHS.comparePlayers}?p1=${player.id}`} className={buttonClasses({ variant: 'outline' })} data-testid="compare-player">
            <GitCompareArrows aria-hidden />
            {t('compareLink')}
          </Link>
        }
      />
      <SectionNav items={[{ id: 'stats', label: t('sections.stats') }, { id: 'recent', label: t('sections.recentMatches') }]} label={t('sectionsNav')} />
      <PageSection id="stats" title={t('sections.stats')}>
        <StatTiles items={STAT_KEYS.map((k) => ({ label: t(`stats.${k}`), value: k === 'rating' ? stats.rating.toFixed(2) : stats[k] }))} />
        <p className="mt-2 text-xs text-muted">{t('stats.windowNote', { goals: window.goals, assists: window.assists })}</p>
      </PageSection>
      <PageSection id="recent" title={t('sections.recentMatches')}>
        <FixtureList fixtures={data.recent.map((m) => m.fixture)} timeZone={timeZone} empty={t('empty.matches')} focusTeamId={team.id} details={details} />
      </PageSection>
    </div>
  );
}
