'use client';

import type { LiveSeed } from '@/lib/api/live-query';
import { useLiveCount } from '@/lib/api/live-count';
import { LiveCountBadge } from './live-count-badge';

/** The number of matches live right now: the count the server rendered with, then the header's shared poll. */
export function LiveCount({ seed }: { seed?: LiveSeed<number> }) {
  return <LiveCountBadge count={useLiveCount(seed)} />;
}
