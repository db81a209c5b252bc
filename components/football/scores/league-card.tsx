import { useTranslations } from 'next-intl';
import { Crest } from '@/components/home/crest';
import { Card } from '@/components/ui/card';
import type { LeagueDay } from '@/lib/contract/football-scores';
import { leaguePath } from '@/lib/domain/football-urls';
import { Link } from '@/lib/i18n/navigation';
import { ScoreRow } from './score-row';

export interface LeagueCardProps {
  group: LeagueDay;
  timeZone: string;
  withRoom?: boolean;
  /** Highlight pages of the matches that have them, by fixture id. */
  highlights?: Readonly<Record<number, string>>;
}

/** A league's matches of the day under its heading, which links to the league's page. */
export function LeagueCard({ group, timeZone, withRoom, highlights }: LeagueCardProps) {
  const t = useTranslations('scores');
  const headingId = `league-${group.league.id}`;
  return (
    <Card role="region" aria-labelledby={headingId} className="overflow-hidden">
      <header className="flex items-center gap-2 border-b border-border bg-surface-2 px-3 py-2 md:px-4">
        <Crest src={group.league.logo} name={group.league.name} size={20} />
        <h2 id={headingId} className="min-w-0 truncate text-sm font-semibold text-fg">
          <Link href={leaguePath(group.league)} className="hover:text-accent hover:underline">
            {group.league.name}
          </Link>
        </h2>
        {group.league.country ? <span className="hidden truncate text-xs text-muted sm:inline">· {group.league.country}</span> : null}
        <span className="ml-auto shrink-0 text-xs text-muted">{t('matchCount', { count: group.matches.length })}</span>
      </header>
      <ul className="divide-y divide-border">
        {group.matches.map((m) => (
          <ScoreRow key={m.fixtureId} match={m} timeZone={timeZone} withRoom={withRoom} highlightHref={highlights?.[m.fixtureId]} />
        ))}
      </ul>
    </Card>
  );
}
