'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Icon } from '@/components/ui/icon';
import type { ApiResult } from '@/lib/api/client';
import type { Broadcast } from '@/lib/contract/studio';
import { ON_AIR_STATES } from '@/lib/domain/broadcast';
import { formatDateTime } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import { HealthGrid } from './health-grid';
import { StateBadge } from './state-badge';
import { StudioCard } from './studio-card';

interface BroadcastCardProps {
  broadcast: Broadcast | null;
  timeZone: string;
  onEnd(): Promise<ApiResult<Broadcast>>;
}

/** The broadcast that waits or is on air: its state, room, health and the End button. */
export function BroadcastCard({ broadcast, timeZone, onEnd }: BroadcastCardProps) {
  const t = useTranslations('studio.broadcast');
  const ts = useTranslations('studio.state');
  const [busy, setBusy] = useState(false);

  async function end() {
    setBusy(true);
    try {
      const result = await onEnd();
      if (result.ok) toast.success(t('ended'));
      else if (result.status !== 404) toast.error(t('endFailed'));
    } finally {
      setBusy(false);
    }
  }

  const onAir = broadcast !== null && ON_AIR_STATES.includes(broadcast.state);
  return (
    <StudioCard icon="radio" title={t('title')} testId="broadcast" aside={broadcast ? <StateBadge state={broadcast.state} /> : null}>
      {/* Said once per change of state, for those who cannot see the badge move. */}
      <p role="status" aria-live="polite" className="sr-only">
        {broadcast ? t('stateNow', { state: ts(broadcast.state) }) : ''}
      </p>
      {broadcast ? (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-lg font-bold text-fg" data-testid="broadcast-title">{broadcast.title}</p>
              <p className="text-xs text-muted">
                {broadcast.startedAt ? t('startedAt', { time: formatDateTime(broadcast.startedAt, timeZone) }) : t('plannedAt', { time: formatDateTime(broadcast.createdAt, timeZone) })}
                {' · '}
                {t(`languages.${broadcast.language}`)}
              </p>
            </div>
            <Link href={broadcast.roomPath} target="_blank" className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="broadcast-room">
              <Icon name="external-link" />
              {t('openRoom')}
            </Link>
          </div>
          {onAir ? <HealthGrid health={broadcast.health} /> : null}
          <div className="flex flex-wrap justify-end border-t border-border pt-3">
            <ConfirmButton question={t('endQuestion')} confirm={t('endConfirm')} cancel={t('cancel')} onConfirm={() => void end()} busy={busy} variant="outline" size="md" testId="broadcast-end">
              <Icon name="square" />
              {t('end')}
            </ConfirmButton>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted" data-testid="broadcast-none">{t('none')}</p>
      )}
    </StudioCard>
  );
}
