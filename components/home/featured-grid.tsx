import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { Match } from '@/lib/contract/schedule';
import { MatchCard } from './match-card';

/** The featured-match cards, or a note that nothing is featured. */
export function FeaturedGrid({ matches, timeZone }: { matches: Match[]; timeZone: string }) {
  const t = useTranslations('home.featured');
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
