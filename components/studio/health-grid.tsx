'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { StreamHealth } from '@/lib/contract/studio';
import { ENCODER_SETTINGS } from '@/lib/domain/broadcast';

interface Figure {
  key: string;
  label: string;
  value: string;
  /** Off from what the encoder should send. */
  warn?: boolean;
  /** Two cells wide: a list. */
  wide?: boolean;
}

/** The stream as the ingest last measured it: bitrate, frames, keyframes, size, renditions, viewers. */
export function HealthGrid({ health }: { health: StreamHealth | null }) {
  const t = useTranslations('studio.health');
  const format = useFormatter();
  if (!health) return <p className="text-sm text-muted" data-testid="health-waiting">{t('waiting')}</p>;
  const keyframe = health.keyframeIntervalSeconds;
  const figures: Figure[] = [
    { key: 'bitrate', label: t('bitrate'), value: t('kbps', { value: format.number(Math.round(health.bitrateKbps)) }) },
    { key: 'fps', label: t('fps'), value: format.number(health.fps, { maximumFractionDigits: 1 }), warn: health.fps < ENCODER_SETTINGS.fps * 0.8 },
    { key: 'dropped', label: t('dropped'), value: format.number(health.droppedFrames), warn: health.droppedFrames > 0 },
    {
      key: 'keyframe',
      label: t('keyframe'),
      value: keyframe === null ? '—' : t('seconds', { value: format.number(keyframe, { maximumFractionDigits: 1 }) }),
      warn: keyframe !== null && Math.abs(keyframe - ENCODER_SETTINGS.keyframeIntervalSeconds) > 0.25,
    },
    { key: 'resolution', label: t('resolution'), value: health.width && health.height ? `${health.width}×${health.height}` : '—' },
    { key: 'viewers', label: t('viewers'), value: format.number(health.viewers) },
    { key: 'renditions', label: t('renditions'), value: health.renditions.length > 0 ? health.renditions.join(' · ') : '—', wide: true },
  ];
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="health">
        {figures.map((f) => (
          <div key={f.key} data-figure={f.key} className={cn('flex min-w-0 flex-col gap-0.5 rounded-lg border p-2.5', f.wide && 'col-span-2', f.warn ? 'border-warning/50 bg-warning/10' : 'border-border bg-surface-2/50')}>
            <dt className="truncate text-xs text-muted">{f.label}</dt>
            <dd className="truncate text-sm font-bold text-fg tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
      {keyframe !== null && Math.abs(keyframe - ENCODER_SETTINGS.keyframeIntervalSeconds) > 0.25 ? (
        <p className="text-xs text-warning" data-testid="keyframe-warning">{t('keyframeWarn', { seconds: ENCODER_SETTINGS.keyframeIntervalSeconds })}</p>
      ) : null}
    </div>
  );
}
