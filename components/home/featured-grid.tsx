import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { Match } from '@/lib/contract/schedule';
import { isAlwaysOnMode } from '@/lib/domain/live-modes';
import { MatchCard } from './match-card';
import { StreamCard } from './stream-card';

/** The featured cards (a match, or a studio's stream), or a note that nothing is featured. */
export function FeaturedGrid({ matches, timeZone }: { matches: Match[]; timeZone: string }) {
  const t = useTranslations('home.featured');
  if (matches.length === 0) return <EmptyState title={t('emptyTitle')} description={t('emptyText')} />;
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {matches.map((match, index) => (
        // The first card is on screen at once; the rest wait until they are scrolled near.
        <li key={match.fixtureId} className={index > 0 ? 'defer-offscreen' : undefined}>
          {isAlwaysOnMode(match.liveModeId) ? <StreamCard match={match} /> : <MatchCard match={match} timeZone={timeZone} />}
        </li>
      ))}
    </ul>
  );
}
