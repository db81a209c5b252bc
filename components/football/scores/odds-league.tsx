import { Crest } from '@/components/home/crest';
import type { OddsBoardMatch } from '@/lib/contract/football-scores';
import { leaguePath } from '@/lib/domain/football-urls';
import { Link } from '@/lib/i18n/navigation';
import { OddsMatchCard } from './odds-match-card';

interface OddsLeagueProps {
  matches: readonly OddsBoardMatch[];
  bookmaker: string;
  timeZone: string;
}

/** A league's matches on the odds board, with the chosen bookmaker's prices. */
export function OddsLeague({ matches, bookmaker, timeZone }: OddsLeagueProps) {
  const league = matches[0]?.match.league;
  if (!league) return null;
  return (
    <section aria-labelledby={`odds-league-${league.id}`}>
      <header className="flex items-center gap-2 border-b border-border bg-surface-2 px-3 py-2 md:px-4">
        <Crest src={league.logo} name={league.name} size={20} />
        <h2 id={`odds-league-${league.id}`} className="min-w-0 truncate text-sm font-semibold text-fg">
          <Link href={leaguePath(league)} className="hover:text-accent hover:underline">
            {league.name}
          </Link>
        </h2>
      </header>
      <ul className="divide-y divide-border">
        {matches.map((entry) => {
          const book = entry.bookmakers.find((b) => b.bookmaker === bookmaker) ?? entry.bookmakers[0];
          if (!book) return null;
          return <OddsMatchCard key={entry.match.fixtureId} entry={entry} book={book} timeZone={timeZone} />;
        })}
      </ul>
    </section>
  );
}
