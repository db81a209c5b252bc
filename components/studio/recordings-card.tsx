'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { StudioVideo } from '@/lib/contract/studio';
import { clockOf } from '@/lib/format/clock';
import { formatDateTime } from '@/lib/format/date';
import { StudioCard } from './studio-card';

const RecordingPlayer = dynamic(() => import('./recording-player').then((m) => m.RecordingPlayer), { ssr: false });

const VARIANT: Record<StudioVideo['state'], BadgeVariant> = { recording: 'live', queued: 'neutral', processing: 'warning', ready: 'success', failed: 'outline' };

/** The commentator's recordings: how far each is packaged, and each one ready to watch. */
export function RecordingsCard({ recordings, timeZone }: { recordings: readonly StudioVideo[]; timeZone: string }) {
  const t = useTranslations('studio.recordings');
  const [playing, setPlaying] = useState<number | null>(null);
  return (
    <StudioCard icon="film" title={t('title')} testId="recordings">
      {recordings.length === 0 ? (
        <p className="text-sm text-muted">{t('none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {recordings.map((r) => (
            <li key={r.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" data-testid="recording" data-state={r.state}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-fg">{r.title}</p>
                  <p className="text-xs text-muted">
                    {formatDateTime(r.createdAt, timeZone)}
                    {r.durationMs !== null ? ` · ${clockOf(Math.round(r.durationMs / 1000))}` : ''}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge variant={VARIANT[r.state]}>{t(`states.${r.state}`)}</Badge>
                  {r.playlist ? (
                    <Button variant="outline" size="sm" aria-expanded={playing === r.id} onClick={() => setPlaying(playing === r.id ? null : r.id)}>
                      <Icon name={playing === r.id ? 'square' : 'play'} />
                      {playing === r.id ? t('close') : t('watch')}
                    </Button>
                  ) : null}
                </div>
              </div>
              {r.state === 'queued' || r.state === 'processing' ? (
                <div role="progressbar" aria-label={t('progress', { title: r.title })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(r.progress * 100)} className="h-1.5 overflow-hidden rounded-full bg-surface-2">
                  <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${Math.round(r.progress * 100)}%` }} />
                </div>
              ) : null}
              {playing === r.id && r.playlist ? <RecordingPlayer src={r.playlist} title={r.title} /> : null}
            </li>
          ))}
        </ul>
      )}
    </StudioCard>
  );
}
