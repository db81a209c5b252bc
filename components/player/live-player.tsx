'use client';

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { QUALITY_PROFILES, type QualityKey } from '@/lib/domain/quality-profiles';
import { qualityStreamLink } from '@/lib/domain/stream-links';
import { attachStream, preloadPlayerEngine, type StreamSession } from './attach-stream';
import { PlayerControls } from './player-controls';
import { logPlayerError } from './player-log';
import { PlayerOverlays } from './player-overlays';
import { initialPlayerState, playerReducer } from './player-state';
import { useFullscreen } from './use-fullscreen';
import { useReconnect, type AirState } from './use-reconnect';
import { useStartQuality } from './use-start-quality';
import { useViewingBeat } from './use-viewing-beat';
import { useWatchHeartbeat } from './use-watch-heartbeat';

preloadPlayerEngine();

export interface LivePlayerProps {
  /** Master playlist of the room (`/streams/{roomId}/master.m3u8`, or under STREAM_BASE_URL). */
  src: string;
  /** Accessible name of the video, e.g. "Hà Nội FC – Hải Phòng". */
  title: string;
  /** Real-time streams rebuild their link on a quality change (spec §4). Live rooms are real-time unless told otherwise. */
  realtime?: boolean;
  /** The live room being watched: it counts this tab as a viewer, and a member's watching time is reported for it. */
  roomId?: number;
  /**
   * Where the commentator's broadcast stands while it holds the room's air (null for the demo rooms):
   * a stalled or failing stream is then shown as reconnecting and tried again, never as an error.
   */
  airState?: AirState;
  /** Shown until the first frame. */
  poster?: string;
  className?: string;
}

const hasUserActivation = () => navigator.userActivation?.hasBeenActive ?? false;

/** The live-room video: hls.js (loaded only here) or native HLS, with the spec's mute and quality rules. */
export function LivePlayer({ src, title, realtime = true, roomId, airState = null, poster, className }: LivePlayerProps) {
  const t = useTranslations('player');
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const session = useRef<StreamSession | null>(null);
  const [state, dispatch] = useReducer(playerReducer, undefined, () => initialPlayerState());
  const [attempt, setAttempt] = useState(0);
  const fullscreen = useFullscreen(box, video);
  // The stream is attached once the start quality is known, so the first rendition fetched is the right one.
  const [sized, markSized] = useReducer(() => true, false);
  const startAt = useCallback((quality: QualityKey) => {
    dispatch({ type: 'quality', quality });
    markSized();
  }, []);
  useStartQuality(box, startAt);
  useWatchHeartbeat(roomId, video);
  useViewingBeat(roomId, video);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const waitOut = useReconnect(state.status, airState, dispatch, retry);
  const closed = useRef(false);
  // Set while a new link is attached: the element's reset must not count as the viewer pausing.
  const reloading = useRef(false);

  const maxHeight = QUALITY_PROFILES[state.quality].maxHeight;
  // A real-time stream gets the link of the chosen rendition; any other keeps its master playlist and caps the levels.
  const link = realtime ? qualityStreamLink(src, state.quality) : src;
  const maxHeightRef = useRef(maxHeight);

  // Read by the attach effect below (declared after, so runs after) without re-attaching on every change.
  useEffect(() => {
    closed.current = state.closed;
    maxHeightRef.current = maxHeight;
  }, [state.closed, maxHeight]);

  useEffect(() => {
    const element = video.current;
    if (!element || !sized) return;
    let cancelled = false;
    dispatch({ type: 'waiting' });
    const fail = () => dispatch({ type: waitOut.current ? 'reconnecting' : 'error' });
    void attachStream(element, { link, maxHeight: maxHeightRef.current, onFatalError: fail }).then((attached) => {
      if (cancelled) return attached.destroy();
      session.current = attached;
      if (!closed.current) element.play().catch((err: unknown) => logPlayerError('autoplay refused', { err }));
    }).catch((err: unknown) => {
      logPlayerError('stream could not start', { err });
      if (!cancelled) fail();
    });
    return () => {
      cancelled = true;
      reloading.current = true;
      session.current?.destroy();
      session.current = null;
    };
  }, [link, attempt, sized, waitOut]);

  useEffect(() => session.current?.setMaxHeight(maxHeight), [maxHeight]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = state.muted;
    element.volume = state.volume;
  }, [state.muted, state.volume]);

  const togglePlay = useCallback(() => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      element.play().catch((err: unknown) => logPlayerError('play refused', { err }));
      return;
    }
    element.pause();
    dispatch({ type: 'pause' });
  }, []);

  return (
    <div
      ref={box}
      role="region"
      aria-label={t('label')}
      className={cn('group relative aspect-video w-full overflow-hidden bg-black', fullscreen.active && 'aspect-auto h-full', className)}
    >
      <video
        ref={video}
        data-testid="live-player"
        title={title}
        poster={poster}
        className="size-full object-contain"
        muted
        playsInline
        onPlay={() => dispatch({ type: 'play', userActivated: hasUserActivation() })}
        onPlaying={() => {
          reloading.current = false;
          dispatch({ type: 'playing' });
        }}
        onWaiting={() => dispatch({ type: 'waiting' })}
        onPause={() => {
          if (!reloading.current) dispatch({ type: 'pause' });
        }}
        onError={(e) => {
          if (!e.currentTarget.currentSrc.startsWith('blob:')) {
            logPlayerError('native playback failed', { code: e.currentTarget.error?.code });
            dispatch({ type: waitOut.current ? 'reconnecting' : 'error' });
          }
        }}
      />
      <PlayerOverlays
        state={state}
        onPlay={togglePlay}
        onUnmute={() => dispatch({ type: 'unmute' })}
        onRetry={() => {
          dispatch({ type: 'retry' });
          retry();
        }}
      />
      <div className={cn('absolute inset-x-0 bottom-0 transition-opacity', state.status === 'playing' && 'opacity-0 group-hover:opacity-100 group-focus-within:opacity-100')}>
        <PlayerControls
          state={state}
          fullscreen={fullscreen.active}
          onTogglePlay={togglePlay}
          onToggleMute={() => dispatch({ type: 'toggleMute' })}
          onVolume={(value) => dispatch({ type: 'volume', value })}
          onQuality={(quality) => dispatch({ type: 'quality', quality })}
          onToggleFullscreen={fullscreen.toggle}
        />
      </div>
    </div>
  );
}
