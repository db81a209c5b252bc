'use client';

import { useCallback, useEffect, useReducer, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { clockOf } from '@/lib/format/clock';
import { QUALITY_PROFILES, type QualityKey } from '@/lib/domain/quality-profiles';
import { useIsMember } from '@/lib/stores/session-store';
import { attachStream, type StreamSession } from './attach-stream';
import { ChapterList, currentChapter, type PlayerChapter } from './chapter-list';
import { PlayerControls } from './player-controls';
import { logPlayerError } from './player-log';
import { PlayerOverlays } from './player-overlays';
import { initialPlayerState, playerReducer } from './player-state';
import { savedPosition, useClipPosition } from './use-clip-position';
import { useFullscreen } from './use-fullscreen';
import { useStartQuality } from './use-start-quality';
import { VodTimeline } from './vod-timeline';

export interface VodPlayerProps {
  /** Master playlist of the clip (`/streams/clips/{id}/master.m3u8`). */
  src: string;
  title: string;
  /** Whose place is remembered. */
  clipId: number;
  durationSeconds: number;
  chapters: readonly PlayerChapter[];
  /** Start here (a link to a moment) instead of where the viewer stopped. */
  startAt?: number | null;
  poster?: string;
  chaptersTitle: string;
  className?: string;
  /** Shown between the video and its chapter list (the clip's title and facts). */
  children?: ReactNode;
}

const SKIP_SECONDS = 5;

/**
 * The on-demand player of every clip (highlights now; films and reels later): the live player's
 * engine, quality menu and controls, with a timeline marking the chapters, a chapter list that seeks,
 * keyboard control, and the viewer's place remembered.
 */
export function VodPlayer({ src, title, clipId, durationSeconds, chapters, startAt = null, poster, chaptersTitle, className, children }: VodPlayerProps) {
  const t = useTranslations('player');
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const session = useRef<StreamSession | null>(null);
  const [state, dispatch] = useReducer(playerReducer, undefined, () => initialPlayerState());
  const [attempt, setAttempt] = useState(0);
  const [time, setTime] = useState(startAt ?? 0);
  const fullscreen = useFullscreen(box, video);
  const member = useIsMember();
  const [sized, markSized] = useReducer(() => true, false);
  const startQuality = useCallback((quality: QualityKey) => {
    dispatch({ type: 'quality', quality });
    markSized();
  }, []);
  useStartQuality(box, startQuality);
  useClipPosition(clipId, durationSeconds, video);
  const maxHeight = QUALITY_PROFILES[state.quality].maxHeight;
  const maxHeightRef = useRef(maxHeight);
  // Read when a stream is attached, without re-attaching when they change: a member signing in later does not restart the clip.
  const memberRef = useRef(member);
  useEffect(() => {
    maxHeightRef.current = maxHeight;
    memberRef.current = member;
  }, [maxHeight, member]);

  useEffect(() => {
    const element = video.current;
    if (!element || !sized) return;
    let cancelled = false;
    dispatch({ type: 'waiting' });
    const resume = startAt !== null ? Promise.resolve(startAt) : savedPosition(clipId, memberRef.current).catch(() => 0);
    void Promise.all([attachStream(element, { link: src, maxHeight: maxHeightRef.current, onFatalError: () => dispatch({ type: 'error' }) }), resume])
      .then(([attached, from]) => {
        if (cancelled) return attached.destroy();
        session.current = attached;
        if (from > 0 && from < durationSeconds) element.currentTime = from;
        element.play().catch((err: unknown) => logPlayerError('autoplay refused', { err }));
      })
      .catch((err: unknown) => {
        logPlayerError('clip could not start', { err });
        if (!cancelled) dispatch({ type: 'error' });
      });
    return () => {
      cancelled = true;
      session.current?.destroy();
      session.current = null;
    };
  }, [src, attempt, sized, startAt, clipId, durationSeconds]);

  useEffect(() => session.current?.setMaxHeight(maxHeight), [maxHeight]);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = state.muted;
    element.volume = state.volume;
  }, [state.muted, state.volume]);

  const seek = useCallback((seconds: number) => {
    const element = video.current;
    if (!element) return;
    const to = Math.max(0, Math.min(durationSeconds, seconds));
    element.currentTime = to;
    setTime(to);
    if (element.paused) element.play().catch((err: unknown) => logPlayerError('play refused', { err }));
  }, [durationSeconds]);

  const togglePlay = useCallback(() => {
    const element = video.current;
    if (!element) return;
    if (element.paused) element.play().catch((err: unknown) => logPlayerError('play refused', { err }));
    else element.pause();
  }, []);

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLButtonElement) {
      if (e.key !== 'k' && e.key !== 'j' && e.key !== 'l') return;
    }
    const now = video.current?.currentTime ?? 0;
    const keys: Record<string, () => void> = {
      ' ': togglePlay, k: togglePlay, m: () => dispatch({ type: 'toggleMute' }), f: fullscreen.toggle,
      ArrowLeft: () => seek(now - SKIP_SECONDS), ArrowRight: () => seek(now + SKIP_SECONDS),
      j: () => seek(now - 2 * SKIP_SECONDS), l: () => seek(now + 2 * SKIP_SECONDS),
    };
    const action = keys[e.key];
    if (!action) return;
    e.preventDefault();
    action();
  };

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <div
        ref={box}
        role="region"
        aria-label={t('label')}
        tabIndex={0}
        onKeyDown={onKey}
        className={cn('group relative aspect-video w-full overflow-hidden rounded-xl bg-black focus-visible:outline-2 focus-visible:outline-accent', fullscreen.active && 'aspect-auto h-full rounded-none')}
      >
        <video
          ref={video}
          data-testid="vod-player"
          title={title}
          poster={poster}
          className="size-full object-contain"
          muted
          playsInline
          onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
          onPlay={() => dispatch({ type: 'play', userActivated: navigator.userActivation?.hasBeenActive ?? false })}
          onPlaying={() => dispatch({ type: 'playing' })}
          onWaiting={() => dispatch({ type: 'waiting' })}
          onPause={() => dispatch({ type: 'pause' })}
          onClick={togglePlay}
        />
        <PlayerOverlays state={state} onPlay={togglePlay} onUnmute={() => dispatch({ type: 'unmute' })} onRetry={() => {
          dispatch({ type: 'retry' });
          setAttempt((n) => n + 1);
        }} />
        <div className={cn('absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent pt-4 transition-opacity', state.status === 'playing' && 'opacity-0 group-hover:opacity-100 group-focus-within:opacity-100')}>
          <VodTimeline current={time} duration={durationSeconds} chapters={chapters} onSeek={seek} />
          <PlayerControls
            state={state}
            fullscreen={fullscreen.active}
            live={false}
            status={<span className="ml-2 font-mono text-xs tabular-nums text-white/90" data-testid="vod-clock">{clockOf(time)} / {clockOf(durationSeconds)}</span>}
            onTogglePlay={togglePlay}
            onToggleMute={() => dispatch({ type: 'toggleMute' })}
            onVolume={(value) => dispatch({ type: 'volume', value })}
            onQuality={(quality) => dispatch({ type: 'quality', quality })}
            onToggleFullscreen={fullscreen.toggle}
          />
        </div>
      </div>
      {children}
      <ChapterList chapters={chapters} current={currentChapter(chapters, time)} onSeek={seek} title={chaptersTitle} />
    </div>
  );
}
