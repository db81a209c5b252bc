'use client';

import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import type { PolledSeed } from '@/lib/api/polled-value';
import type { Match } from '@/lib/contract/schedule';
import { useFeaturedMatches } from './home-data';
import { MatchCard } from './match-card';

interface FeaturedMatchesProps {
  timeZone: string;
  /** What the server rendered with. */
  seed?: PolledSeed<Match[]>;
}

/** The featured-match grid: server-rendered, then refreshed while the page is open. */
export function FeaturedMatches({ timeZone, seed }: FeaturedMatchesProps) {
  const t = useTranslations('home.featured');
  const matches = useFeaturedMatches(seed);

  if (matches.length === 0) return <EmptyState title={t('emptyTitle')} description={t('emptyText')} />;
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {matches.map((match) => (
        <li key={match.fixtureId}>
          <MatchCard match={match} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}
