'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import type { StreamRefusal } from '@/lib/contract/studio';
import { formatDateTime } from '@/lib/format/date';
import { useRefusalText } from './use-refusal-text';

/** Why the latest stream on the key was turned away, said at once when it happens. */
export function RefusalNotice({ refusal, timeZone }: { refusal: StreamRefusal | null; timeZone: string }) {
  const t = useTranslations('studio.refusals');
  const text = useRefusalText();
  return (
    <div role="alert" className="empty:hidden">
      {refusal ? (
        <div className="flex gap-3 rounded-xl border border-live/40 bg-live/10 p-4 text-fg" data-testid="refusal" data-reason={refusal.reason}>
          <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0 text-live" />
          <div className="min-w-0">
            <p className="font-semibold">{t('title', { time: formatDateTime(refusal.at, timeZone, 'HH:mm:ss') })}</p>
            <p className="text-sm">{text(refusal.reason)}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
