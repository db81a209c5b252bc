'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { highlightPosition, saveHighlightPosition } from '@/lib/contract/highlights-calls';
import { POSITION_SAVE_MS } from '@/lib/domain/vod-player';
import { apiRequest } from '@/lib/api/lazy-client';
import { useIsMember } from '@/lib/stores/session-store';

const storageKey = (clipId: number) => `clip-position:${clipId}`;

function readLocal(clipId: number): number {
  try {
    const value = Number(localStorage.getItem(storageKey(clipId)));
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  } catch {
    return 0;
  }
}

function writeLocal(clipId: number, seconds: number): void {
  try {
    localStorage.setItem(storageKey(clipId), String(seconds));
  } catch {
    // Private mode or a full store: the place is simply not remembered.
  }
}

/** Where the viewer stopped last time: the member's saved place, or this browser's for a guest. */
export async function savedPosition(clipId: number, member: boolean): Promise<number> {
  if (!member) return readLocal(clipId);
  const answer = await apiRequest(highlightPosition, { query: { clipId } });
  return answer.ok ? answer.data.seconds : readLocal(clipId);
}

/**
 * Remembers the viewer's place in a clip: every few seconds while playing and on pause, on the
 * server for a member and in this browser for everyone. Near the end counts as finished (start over).
 */
export function useClipPosition(clipId: number, durationSeconds: number, video: RefObject<HTMLVideoElement | null>): void {
  const member = useIsMember();
  const last = useRef(-1);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const save = () => {
      const at = Math.floor(element.currentTime);
      const seconds = at >= durationSeconds - 3 ? 0 : Math.min(at, durationSeconds);
      if (seconds === last.current) return;
      last.current = seconds;
      writeLocal(clipId, seconds);
      if (member) void apiRequest(saveHighlightPosition, { body: { clipId, seconds } });
    };
    const timer = window.setInterval(() => {
      if (!element.paused) save();
    }, POSITION_SAVE_MS);
    element.addEventListener('pause', save);
    return () => {
      window.clearInterval(timer);
      element.removeEventListener('pause', save);
    };
  }, [clipId, durationSeconds, member, video]);
}
