'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { SCHEDULE_REFRESH_MS } from '@/components/schedule/schedule-query';

/**
 * Re-renders the server page while matches on it are running, so scores and minutes move like the
 * live schedule's; a hidden tab waits until it is shown again.
 */
export function LiveRefresh({ everyMs = SCHEDULE_REFRESH_MS }: { everyMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, everyMs);
    return () => window.clearInterval(id);
  }, [router, everyMs]);
  return null;
}
