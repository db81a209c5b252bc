'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { featureMatchQuery } from '@/lib/api/queries/schedule';
import { FEATURED_MATCHES_QUERY, HOME_REFRESH_MS } from './home-queries';
import { MatchCard } from './match-card';

/** The featured-match grid, hydrated from the server prefetch and refreshed by React Query. */
export function FeaturedMatches({ timeZone }: { timeZone: string }) {
  const t = useTranslations('home.featured');
  const { data } = useQuery({ ...featureMatchQuery(FEATURED_MATCHES_QUERY), refetchInterval: HOME_REFRESH_MS });
  const matches = data ?? [];

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
