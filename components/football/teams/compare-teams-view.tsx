import { useLocale, useTranslations } from 'next-intl';
import { Crest } from '@/components/home/crest';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { TeamComparison, TeamSide } from '@/lib/contract/football-teams';
import { compareMetrics, perMatch, type Metric } from '@/lib/domain/comparison';
import { FOOTBALL_PATHS, leaguePath, teamPath } from '@/lib/domain/football-urls';
import { isLocale } from '@/lib/domain/locale';
import { Link } from '@/lib/i18n/navigation';
import { FormPills } from '../form-pills';
import { CompareBars } from './compare-bars';
import { CompareSlot } from './compare-slot';
import { FixtureList } from './fixture-list';
import { marketValueText } from './market-value';
import { PageSection } from './section-nav';
import { PageTitle } from '@/components/page-kit/page-title';

/** What the page could put on each side: a team, an id that names none, or nothing chosen. */
export type TeamChoice = { team: TeamSide['team']; league: TeamSide['league'] } | 'unknown' | null;

type Key = 'played' | 'pointsPerGame' | 'won' | 'drawn' | 'lost' | 'goalsFor' | 'goalsAgainst' | 'goalsForPerGame' | 'goalsAgainstPerGame' | 'squadValue' | 'averageAge';
const METRICS: readonly Metric<Key, TeamSide>[] = [
  { key: 'played', value: (s) => s.played },
  { key: 'pointsPerGame', value: (s) => perMatch(s.points, s.played) },
  { key: 'won', value: (s) => s.won },
  { key: 'drawn', value: (s) => s.drawn, neutral: true },
  { key: 'lost', value: (s) => s.lost, higherIsBetter: false },
  { key: 'goalsFor', value: (s) => s.goalsFor },
  { key: 'goalsAgainst', value: (s) => s.goalsAgainst, higherIsBetter: false },
  { key: 'goalsForPerGame', value: (s) => perMatch(s.goalsFor, s.played) },
  { key: 'goalsAgainstPerGame', value: (s) => perMatch(s.goalsAgainst, s.played), higherIsBetter: false },
  { key: 'squadValue', value: (s) => s.squadValue },
  { key: 'averageAge', value: (s) => s.averageAge, neutral: true },
];
const DECIMALS: Partial<Record<Key, number>> = { pointsPerGame: 2, goalsForPerGame: 2, goalsAgainstPerGame: 2, averageAge: 1 };

export interface CompareTeamsViewProps {
  choices: [TeamChoice, TeamChoice];
  comparison: TeamComparison | null;
  params: Record<string, string>;
  timeZone: string;
  sameTeam: boolean;
}

export function CompareTeamsView({ choices, comparison, params, timeZone, sameTeam }: CompareTeamsViewProps) {
  const t = useTranslations('teams');
  const raw = useLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const text = (k: Key, v: number | null) =>
    v === null ? '–' : k === 'squadValue' ? marketValueText(v, locale, t) : DECIMALS[k] ? v.toFixed(DECIMALS[k]) : String(v);
  return (
    <div className="flex flex-col gap-6 py-4 md:py-6">
      <PageTitle>{t('compare.teamsTitle')}</PageTitle>
      <div className="grid gap-4 sm:grid-cols-2">
        {choices.map((c, i) => {
          const side = comparison?.sides[i];
          return (
            <CompareSlot
              key={i}
              side={i as 0 | 1}
              notice={c === 'unknown' ? t('compare.notFound') : undefined}
              picker={{ kind: 'team', basePath: FOOTBALL_PATHS.compareTeams, params, slot: i === 0 ? 'id1' : 'id2', label: t(i === 0 ? 'compare.firstTeam' : 'compare.secondTeam') }}
              chosen={
                c && c !== 'unknown' ? (
                  <div className="flex items-center gap-3" data-testid="compare-chosen">
                    <Crest src={c.team.logo} name={c.team.name} size={48} />
                    <div className="min-w-0">
                      <Link href={teamPath(c.team)} className="block truncate text-lg font-bold text-fg hover:text-accent">{c.team.name}</Link>
                      <Link href={leaguePath(c.league)} className="block truncate text-sm text-muted hover:text-accent">{c.league.name}</Link>
                      {side && side.form.length > 0 ? <FormPills form={side.form} label={t('info.form')} className="mt-1" /> : null}
                    </div>
                  </div>
                ) : null
              }
            />
          );
        })}
      </div>
      {sameTeam ? <p className="text-sm text-warning">{t('compare.sameTeam')}</p> : null}
      {comparison ? (
        <>
          <CompareBars
            names={[comparison.sides[0].team.name, comparison.sides[1].team.name]}
            rows={compareMetrics(METRICS, comparison.sides[0], comparison.sides[1]).map((r) => ({
              key: r.key,
              label: t(`compare.${r.key}`),
              text: [text(r.key, r.values[0]), text(r.key, r.values[1])],
              shares: r.shares,
              leader: r.leader,
            }))}
          />
          <PageSection id="headToHead" title={t('sections.headToHead')}>
            <FixtureList fixtures={comparison.headToHead} timeZone={timeZone} empty={t('compare.noMeetings')} focusTeamId={comparison.sides[0].team.id} />
          </PageSection>
        </>
      ) : (
        <EmptyState title={t('compare.pickTwoTeams')} />
      )}
    </div>
  );
}
