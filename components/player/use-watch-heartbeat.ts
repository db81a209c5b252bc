'use client';

import { useEffect } from 'react';
import { apiCall } from '@/lib/api/lazy-client';
import { watchHeartbeat } from '@/lib/contract/engagement-calls';
import { WATCH_HEARTBEAT_MS } from '@/lib/domain/activity-points';
import { useIsMember } from '@/lib/stores/session-store';

/**
 * Tells the server once a minute that a member is watching the room: only while the video plays and
 * the tab is visible. The server counts at most one minute per minute, so a missed or extra beat is harmless.
 */
export function useWatchHeartbeat(roomId: number | undefined, playing: boolean): void {
  const isMember = useIsMember();
  const active = isMember && playing && roomId !== undefined;
  useEffect(() => {
    if (!active || roomId === undefined) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void apiCall(watchHeartbeat, { body: { roomId } });
    }, WATCH_HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [active, roomId]);
}
