'use client';

import type { PolledSeed } from '@/lib/api/polled-value';
import { useLiveCount } from '@/lib/api/live-count';
import { LiveCountBadge } from './live-count-badge';

/** The number of matches live right now: the count the server rendered with, then the header's shared poll. */
export function LiveCount({ seed }: { seed?: PolledSeed<number> }) {
  return <LiveCountBadge count={useLiveCount(seed)} />;
}
