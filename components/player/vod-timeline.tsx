'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { clockOf } from '@/lib/format/clock';
import type { PlayerChapter } from './chapter-list';

interface VodTimelineProps {
  current: number;
  duration: number;
  chapters: readonly PlayerChapter[];
  onSeek: (seconds: number) => void;
}

/** The clip's timeline: a slider (arrow keys move it) with a mark at each chapter. */
export function VodTimeline({ current, duration, chapters, onSeek }: VodTimelineProps) {
  const t = useTranslations('highlights.player');
  const total = Math.max(1, duration);
  const share = Math.min(100, (current / total) * 100);
  return (
    <div className="relative mx-2 flex h-5 items-center">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 h-1 rounded-full bg-white/25">
        <div className="h-full rounded-full bg-accent" style={{ width: `${share}%` }} />
        {chapters.filter((c) => c.kind !== 'kickoff' && c.kind !== 'fulltime').map((c, i) => (
          <span
            key={`${c.atSeconds}-${i}`}
            data-testid="chapter-marker"
            className={cn('absolute top-1/2 size-2 -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-black/60', c.kind === 'card' ? 'bg-amber-400' : 'bg-emerald-400')}
            style={{ left: `${(c.atSeconds / total) * 100}%` }}
            title={c.label}
          />
        ))}
      </div>
      <input
        type="range"
        min={0}
        max={total}
        step={1}
        value={Math.min(total, Math.floor(current))}
        aria-label={t('timeline')}
        aria-valuetext={t('position', { current: clockOf(current), total: clockOf(duration) })}
        onChange={(e) => onSeek(Number(e.currentTarget.value))}
        className="relative h-5 w-full cursor-pointer appearance-none bg-transparent focus-visible:outline-2 focus-visible:outline-white [&::-webkit-slider-thumb]:size-3.5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:bg-white"
      />
    </div>
  );
}
