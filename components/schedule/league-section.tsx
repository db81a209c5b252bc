import { memo } from 'react';
import { useTranslations } from 'next-intl';
import { Crest } from '@/components/home/crest';
import { Card } from '@/components/ui/card';
import { LIVE_MODE, liveModeById } from '@/lib/domain/live-modes';
import { Link } from '@/lib/i18n/navigation';
import { isLive } from '@/lib/domain/match-status';
import type { LeagueGroup } from './group-by-league';
import { MatchRow } from './match-row';
import { ESPORT_TAB, tabPath } from './schedule-tabs';

interface LeagueSectionProps {
  group: LeagueGroup;
  timeZone: string;
  favourites?: ReadonlySet<number>;
  /** Lay the section out only once it nears the screen (every section but the first of a long day). */
  deferLayout?: boolean;
}

/**
 * One league's fixtures of the day, headed by its logo, name and sport; an esports league links to its
 * own page. Memoised: the list re-renders when the session settles, and a section whose props did not
 * change must not be hydrated early (at once, in one long task) just to be drawn the same again.
 */
export const LeagueSection = memo(function LeagueSection({ group, timeZone, favourites, deferLayout }: LeagueSectionProps) {
  const t = useTranslations('schedule.list');
  const tModes = useTranslations('liveModes');
  const mode = liveModeById(group.liveModeId);
  const headingId = `league-${group.league.id}`;
  const live = group.matches.filter((m) => isLive(m.status)).length;

  return (
    <Card role="region" aria-labelledby={headingId} className={deferLayout ? 'defer-offscreen overflow-hidden' : 'overflow-hidden'}>
      <header className="flex items-center gap-2 border-b border-border bg-surface-2 px-3 py-2 md:px-4">
        <Crest src={group.league.logo} name={group.league.name} size={20} />
        <h2 id={headingId} className="min-w-0 truncate text-sm font-semibold text-fg">
          {group.liveModeId === LIVE_MODE.esport ? (
            <Link href={`${tabPath(ESPORT_TAB)}/${group.league.slug}`} className="hover:text-accent hover:underline">
              {group.league.name}
            </Link>
          ) : (
            group.league.name
          )}
        </h2>
        {mode ? <span className="hidden text-xs text-muted sm:inline">· {tModes(mode.key)}</span> : null}
        <span className="ml-auto flex shrink-0 items-center gap-2 text-xs text-muted">
          {live > 0 ? <span className="font-semibold text-live">{t('liveCount', { count: live })}</span> : null}
          <span>{t('matchCount', { count: group.matches.length })}</span>
        </span>
      </header>
      <ul className="divide-y divide-border">
        {group.matches.map((match) => (
          <MatchRow key={match.fixtureId} match={match} timeZone={timeZone} favourite={!!favourites && (favourites.has(match.localteam.id) || favourites.has(match.visitorteam.id))} />
        ))}
      </ul>
    </Card>
  );
});
