'use client';

import { useEffect, type RefObject } from 'react';
import { apiCall } from '@/lib/api/lazy-client';
import { watchHeartbeat } from '@/lib/contract/engagement-calls';
import { WATCH_HEARTBEAT_MS } from '@/lib/domain/activity-points';
import { useIsMember } from '@/lib/stores/session-store';

// HAVE_FUTURE_DATA: frames are there to play, not stalled on the network.
const PLAYABLE = 3;

function isPlaying(v: HTMLVideoElement | null): boolean {
  return v !== null && !v.paused && !v.ended && v.readyState >= PLAYABLE;
}

/**
 * Tells the server once a minute that a member is watching the room, when at that moment the video
 * plays and the tab is visible. The clock keeps running through short stalls (a live stream buffers
 * now and then), and the server counts at most one minute per minute, so a missed or extra beat is harmless.
 */
export function useWatchHeartbeat(roomId: number | undefined, video: RefObject<HTMLVideoElement | null>): void {
  const isMember = useIsMember();
  useEffect(() => {
    if (!isMember || roomId === undefined) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && isPlaying(video.current)) void apiCall(watchHeartbeat, { body: { roomId } });
    }, WATCH_HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [isMember, roomId, video]);
}
