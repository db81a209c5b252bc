import { getTranslations } from 'next-intl/server';
import { Trophy } from 'lucide-react';
import { StandingsTable } from '@/components/football/standings-table';
import type { LeagueTable } from '@/lib/contract/football';
import { MatchSection } from './match-section';

/** The league table with both sides of the match marked. */
export async function MatchStandings({ table, teamIds }: { table: LeagueTable; teamIds: readonly number[] }) {
  const t = await getTranslations('match.standings');
  return (
    <MatchSection
      id="standings"
      title={t('title', { league: table.league.name })}
      icon={<Trophy aria-hidden />}
      action={table.season ? <span className="text-xs text-muted">{t('season', { season: table.season })}</span> : null}
    >
      <StandingsTable table={table} highlight={teamIds} />
    </MatchSection>
  );
}
