'use client';

import { useTranslations } from 'next-intl';
import { Badge, LiveDot, type BadgeVariant } from '@/components/ui/badge';
import type { BroadcastState } from '@/lib/domain/broadcast';

const VARIANT: Record<BroadcastState, BadgeVariant> = { ready: 'accent', live: 'live', reconnecting: 'warning', ended: 'outline' };

/** Where a broadcast stands: ready for its stream, on air, waiting for it to come back, over. */
export function StateBadge({ state }: { state: BroadcastState }) {
  const t = useTranslations('studio.state');
  return (
    <Badge variant={VARIANT[state]} data-state={state} data-testid="broadcast-state">
      {state === 'live' ? <LiveDot /> : null}
      {t(state)}
    </Badge>
  );
}
