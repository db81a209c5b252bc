'use client';

import { useTranslations } from 'next-intl';
import type { StudioOverview } from '@/lib/contract/studio';
import { STREAM_KEY_PREFIX } from '@/lib/domain/broadcast';
import { CopyField } from './copy-field';
import { StudioCard } from './studio-card';

interface IngestCardProps {
  ingest: StudioOverview['ingest'];
  encoder: StudioOverview['encoder'];
  keyHint: string | null;
  revealedKey: string | null;
}

/** What to type into OBS (Settings → Stream, then Output and Video): server, key and the encoder settings. */
export function IngestCard({ ingest, encoder, keyHint, revealedKey }: IngestCardProps) {
  const t = useTranslations('studio.ingest');
  const settings: [string, string][] = [
    [t('keyframe'), t('seconds', { value: encoder.keyframeIntervalSeconds })],
    [t('fps'), String(encoder.fps)],
    [t('videoBitrate'), t('kbps', { value: encoder.videoBitrateKbps })],
    [t('audioBitrate'), t('kbps', { value: encoder.audioBitrateKbps })],
    [t('resolution'), encoder.resolution],
    [t('codecs'), `${encoder.videoCodec} / ${encoder.audioCodec}`],
  ];
  return (
    <StudioCard icon="settings-2" title={t('title')} testId="ingest">
      <CopyField label={t('server')} value={ingest.rtmpServer} testId="rtmp-server" />
      {revealedKey ? (
        <CopyField label={t('streamKey')} value={revealedKey} />
      ) : (
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-semibold text-fg">{t('streamKey')}</span>
          <p className="rounded-xl border border-dashed border-border px-3.5 py-2.5 font-mono text-xs text-muted" data-testid="ingest-key">
            {keyHint ? `${STREAM_KEY_PREFIX}…${keyHint}` : '—'}
          </p>
          <p className="text-xs text-muted">{keyHint ? t('keyHidden') : t('noKey')}</p>
        </div>
      )}
      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <h3 className="text-sm font-semibold text-fg">{t('settings')}</h3>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm" data-testid="encoder-settings">
          {settings.map(([label, value]) => (
            <div key={label} className="flex min-w-0 flex-col">
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="font-semibold text-fg tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted">{t('settingsHint')}</p>
      </div>
    </StudioCard>
  );
}
