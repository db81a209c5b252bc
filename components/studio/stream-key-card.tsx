'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Icon } from '@/components/ui/icon';
import { formatDateTime } from '@/lib/format/date';
import { CopyField } from './copy-field';
import { StudioCard } from './studio-card';

interface StreamKeyCardProps {
  current: { hint: string; createdAt: number } | null;
  /** The key just made, shown until the page is left; null otherwise. */
  revealed: string | null;
  timeZone: string;
  onRotate(): Promise<boolean>;
  onHide(): void;
}

/** The personal stream key: made or replaced on demand, shown once, then only its last characters. */
export function StreamKeyCard({ current, revealed, timeZone, onRotate, onHide }: StreamKeyCardProps) {
  const t = useTranslations('studio.key');
  const [busy, setBusy] = useState(false);

  async function rotate() {
    setBusy(true);
    try {
      if (await onRotate()) toast.success(t('made'));
      else toast.error(t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <StudioCard icon="key-round" title={t('title')} testId="stream-key">
      {revealed ? (
        <div className="flex flex-col gap-3">
          <p role="alert" className="flex gap-2 rounded-lg bg-warning/10 p-3 text-sm text-fg">
            <Icon name="triangle-alert" className="mt-0.5 shrink-0 text-warning" />
            {t('shownOnce')}
          </p>
          <CopyField label={t('newKey')} value={revealed} testId="stream-key-value" />
          <Button variant="secondary" onClick={onHide} data-testid="stream-key-hide">{t('hide')}</Button>
        </div>
      ) : current ? (
        <p className="text-sm text-fg" data-testid="stream-key-hint">
          {t.rich('current', { hint: current.hint, time: formatDateTime(current.createdAt, timeZone), code: (chunks) => <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono text-xs">{chunks}</code> })}
        </p>
      ) : (
        <p className="text-sm text-muted">{t('none')}</p>
      )}
      {current ? <p className="text-xs text-muted">{t('rotateWarning')}</p> : null}
      {current ? (
        <ConfirmButton question={t('rotateQuestion')} confirm={t('rotateConfirm')} cancel={t('cancel')} onConfirm={() => void rotate()} busy={busy} variant="outline" size="md" testId="stream-key-rotate">
          <Icon name="rotate-ccw" />
          {t('rotate')}
        </ConfirmButton>
      ) : (
        <Button onClick={() => void rotate()} disabled={busy} data-testid="stream-key-create">
          <Icon name="key-round" />
          {t('create')}
        </Button>
      )}
    </StudioCard>
  );
}
