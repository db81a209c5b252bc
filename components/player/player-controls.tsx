'use client';

import { Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LiveBadge } from '@/components/ui/badge';
import type { QualityKey } from '@/lib/domain/quality-profiles';
import type { PlayerState } from './player-state';
import { QualityMenu } from './quality-menu';

export interface PlayerControlsProps {
  state: PlayerState;
  fullscreen: boolean;
  onTogglePlay: () => void;
  onToggleMute: () => void;
  onVolume: (value: number) => void;
  onQuality: (quality: QualityKey) => void;
  onToggleFullscreen: () => void;
  /** A live stream shows the live badge; an on-demand clip shows what it is given instead (its clock). */
  live?: boolean;
  status?: ReactNode;
}

function ControlButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-lg text-white transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white [&_svg]:size-5"
    >
      {children}
    </button>
  );
}

/** The bar along the bottom of the video: play/pause, sound, live badge (or a clip's clock), quality, full screen. */
export function PlayerControls({ state, fullscreen, onTogglePlay, onToggleMute, onVolume, onQuality, onToggleFullscreen, live = true, status }: PlayerControlsProps) {
  const t = useTranslations('player');
  const paused = state.status === 'paused';
  const silent = state.muted || state.volume === 0;
  return (
    <div className="flex items-center gap-1 bg-gradient-to-t from-black/80 to-transparent px-2 pt-6 pb-1.5">
      <ControlButton label={paused ? t('play') : t('pause')} onClick={onTogglePlay}>
        {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
      </ControlButton>
      <ControlButton label={silent ? t('unmute') : t('mute')} onClick={onToggleMute}>
        {silent ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
      </ControlButton>
      <input
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={silent ? 0 : state.volume}
        aria-label={t('volume')}
        onChange={(e) => onVolume(Number(e.currentTarget.value))}
        className="hidden w-20 accent-white sm:block"
      />
      {live ? <LiveBadge label={t('live')} className="ml-2" /> : status}
      <div className="ml-auto flex items-center gap-1">
        <QualityMenu value={state.quality} onChange={onQuality} />
        <ControlButton label={fullscreen ? t('exitFullscreen') : t('fullscreen')} onClick={onToggleFullscreen}>
          {fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
        </ControlButton>
      </div>
    </div>
  );
}
