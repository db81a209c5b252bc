'use client';

import { useEffect, useRef, type Dispatch } from 'react';
import { RECONNECT_RETRY_MS, STALL_NOTICE_MS } from '@/lib/domain/viewing';
import type { PlaybackStatus, PlayerEvent } from './player-state';

/** Where a commentator's broadcast stands while it holds the room's air; null for any other stream. */
export type AirState = 'live' | 'reconnecting' | null;

/**
 * While a commentator's broadcast holds the air, a stream that stalls or fails is expected back: the
 * player says it is reconnecting (at once when the room already says so, else after a short stall)
 * and attaches the stream again every few seconds until a frame plays. Any other stream keeps the
 * error with its retry button. Answers whether failures are to be waited out, for the attach callback.
 */
export function useReconnect(status: PlaybackStatus, airState: AirState, dispatch: Dispatch<PlayerEvent>, retry: () => void): { readonly current: boolean } {
  const keepTrying = airState !== null;
  const keepTryingRef = useRef(keepTrying);
  const retryRef = useRef(retry);

  useEffect(() => {
    keepTryingRef.current = keepTrying;
    retryRef.current = retry;
  });

  useEffect(() => {
    if (!keepTrying) {
      // The room stopped saying its stream will be back (it is handled as an ordinary failure now).
      if (status === 'reconnecting') dispatch({ type: 'error' });
      return;
    }
    if (status !== 'loading') return;
    if (airState === 'reconnecting') {
      dispatch({ type: 'reconnecting' });
      return;
    }
    const timer = setTimeout(() => dispatch({ type: 'reconnecting' }), STALL_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [status, keepTrying, airState, dispatch]);

  useEffect(() => {
    if (status !== 'reconnecting') return;
    const timer = setInterval(() => retryRef.current(), RECONNECT_RETRY_MS);
    return () => clearInterval(timer);
  }, [status]);

  return keepTryingRef;
}
