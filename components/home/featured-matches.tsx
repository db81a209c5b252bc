import type { LiveSeed } from '@/lib/api/live-query';
import type { Match } from '@/lib/contract/schedule';
import { FeaturedGrid } from './featured-grid';
import { LiveFeaturedMatches } from './live-sections';

interface FeaturedMatchesProps {
  timeZone: string;
  /** What the server rendered with; without it the browser asks at once. */
  seed?: LiveSeed<Match[]>;
}

/** The featured-match grid: server-rendered, then refreshed while the page is open. */
export function FeaturedMatches({ timeZone, seed }: FeaturedMatchesProps) {
  return (
    <LiveFeaturedMatches timeZone={timeZone} renderedAt={seed?.at}>
      <FeaturedGrid matches={seed?.value ?? []} timeZone={timeZone} />
    </LiveFeaturedMatches>
  );
}
