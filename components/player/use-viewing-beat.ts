'use client';

import { useEffect, type RefObject } from 'react';
import { apiCall } from '@/lib/api/lazy-client';
import { roomViewing } from '@/lib/contract/studio-calls';
import { VIEWING_BEAT_MS } from '@/lib/domain/viewing';

const VIEWER_ID_KEY = 'portal.viewerId';
// HAVE_FUTURE_DATA: frames are there to play, not stalled on the network.
const PLAYABLE = 3;

let fallbackId: string | undefined;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** This tab's viewer id: random, kept for the tab's life, so a reload is the same viewer and two tabs are two. */
export function tabViewerId(): string {
  try {
    const kept = sessionStorage.getItem(VIEWER_ID_KEY);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
    const made = randomId();
    sessionStorage.setItem(VIEWER_ID_KEY, made);
    return made;
  } catch {
    // Storage refused (a privacy mode): a viewer for this page's life.
    return (fallbackId ??= randomId());
  }
}

/**
 * Tells the site that this tab is watching the room: when the stream starts playing, then every
 * VIEWING_BEAT_MS while it plays, for guests and members alike. A hidden tab still playing still
 * counts; a paused or stalled one stops beating and drops out of the count within its window.
 */
export function useViewingBeat(roomId: number | undefined, video: RefObject<HTMLVideoElement | null>): void {
  useEffect(() => {
    const element = video.current;
    if (roomId === undefined || !element) return;
    let last = Number.NEGATIVE_INFINITY;
    const beat = () => {
      if (element.paused || element.ended || element.readyState < PLAYABLE) return;
      const now = Date.now();
      // A stream that stalls and resumes must not beat twice in a row.
      if (now - last < VIEWING_BEAT_MS / 2) return;
      last = now;
      void apiCall(roomViewing, { body: { roomId, viewerId: tabViewerId() } });
    };
    element.addEventListener('playing', beat);
    const timer = setInterval(beat, VIEWING_BEAT_MS);
    return () => {
      clearInterval(timer);
      element.removeEventListener('playing', beat);
    };
  }, [roomId, video]);
}
