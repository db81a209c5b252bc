'use client';

import { LoaderCircle, Play, RotateCcw, TriangleAlert, VolumeX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { PlayerState } from './player-state';

export interface PlayerOverlaysProps {
  state: PlayerState;
  onPlay: () => void;
  onUnmute: () => void;
  onRetry: () => void;
}

/**
 * Loading spinner, "reconnecting" while a commentator's stream is waited for, error notice, a big play
 * button while paused, and "tap to unmute" during a muted autoplay.
 */
export function PlayerOverlays({ state, onPlay, onUnmute, onRetry }: PlayerOverlaysProps) {
  const t = useTranslations('player');
  if (state.status === 'error') {
    return (
      <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/80 p-4 text-center text-sm text-white">
        <TriangleAlert aria-hidden className="size-8 text-warning" />
        <p>{t('error')}</p>
        <button type="button" onClick={onRetry} className="inline-flex items-center gap-2 rounded-lg bg-white/15 px-4 py-2 font-semibold hover:bg-white/25">
          <RotateCcw aria-hidden className="size-4" />
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      {state.status === 'reconnecting' ? (
        <div role="status" className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/60 p-4 text-center text-sm text-white">
          <LoaderCircle aria-hidden className="size-10 animate-spin text-white/80" />
          <p>{t('reconnecting')}</p>
        </div>
      ) : null}
      {state.status === 'loading' ? (
        <div role="status" className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <LoaderCircle aria-hidden className="size-10 animate-spin text-white/80" />
          <span className="sr-only">{t('loading')}</span>
        </div>
      ) : null}
      {state.status === 'paused' ? (
        <button type="button" aria-label={t('play')} onClick={onPlay} className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75">
          <Play aria-hidden className="size-8" />
        </button>
      ) : null}
      {state.status === 'playing' && state.muted && state.awaitingFirstPlay ? (
        <button type="button" onClick={onUnmute} className="absolute top-3 right-3 inline-flex items-center gap-2 rounded-full bg-black/70 px-3 py-1.5 text-xs font-semibold text-white hover:bg-black/85">
          <VolumeX aria-hidden className="size-4" />
          {t('tapToUnmute')}
        </button>
      ) : null}
    </>
  );
}
