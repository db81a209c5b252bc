'use client';

import { useQuery } from '@tanstack/react-query';
import { totalLiveQuery } from '@/lib/api/queries/schedule';
import { LiveCountBadge } from './live-count-badge';

interface LiveCountProps {
  /**
   * The count the server rendered with. The header asks for the same query before this island
   * hydrates, and React Query then applies prefetched data only after mount, so the first
   * render shows this instead of nothing.
   */
  initialCount?: number | null;
}

/** The number of matches live right now; the query polls, so it moves without a reload. */
export function LiveCount({ initialCount = null }: LiveCountProps) {
  const { data } = useQuery({
    ...totalLiveQuery(),
    placeholderData: initialCount === null ? undefined : { totalLive: initialCount },
  });
  return <LiveCountBadge count={data?.totalLive ?? null} />;
}
