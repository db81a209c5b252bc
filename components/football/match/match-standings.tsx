import { getTranslations } from 'next-intl/server';
import { Trophy } from 'lucide-react';
import { StandingsTable } from '@/components/football/standings-table';
import type { LeagueTable } from '@/lib/contract/football';
import { leaguePath } from '@/lib/domain/football-urls';
import { Link } from '@/lib/i18n/navigation';
import { MatchSection } from './match-section';

/**
 * The league table with both sides of the match marked, in its compact form (played, goal
 * difference, points): the whole record and form are a link away, on the league's page.
 */
export async function MatchStandings({ table, teamIds }: { table: LeagueTable; teamIds: readonly number[] }) {
  const t = await getTranslations('match.standings');
  return (
    <MatchSection
      id="standings"
      title={t('title', { league: table.league.name })}
      icon={<Trophy aria-hidden />}
      action={
        <Link href={leaguePath(table.league)} className="text-xs font-semibold text-accent hover:underline">
          {t('full')}
        </Link>
      }
    >
      {table.season ? <p className="mb-2 text-xs text-muted">{t('season', { season: table.season })}</p> : null}
      <StandingsTable table={table} highlight={teamIds} compact />
    </MatchSection>
  );
}
