'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { cn } from '@/components/ui/cn';
import type { NotificationPrefs } from '@/lib/contract/accounts';
import { updateNotificationSettings } from '@/lib/contract/accounts-calls';
import { apiRequest } from '@/lib/api/lazy-client';
import { NOTIFICATION_KINDS, type NotificationKind } from '@/lib/domain/accounts';
import { SectionCard } from './section-card';

/** One switch per kind of notification; each change is saved at once (and undone if saving fails). */
export function NotificationsSection({ prefs: initial }: { prefs: NotificationPrefs }) {
  const t = useTranslations('account.notifications');
  const [prefs, setPrefs] = useState(initial);

  async function toggle(kind: NotificationKind) {
    const next = !prefs[kind];
    setPrefs((p) => ({ ...p, [kind]: next }));
    const result = await apiRequest(updateNotificationSettings, { body: { [kind]: next } });
    if (result.ok) {
      setPrefs(result.data);
      toast.success(t('saved'));
    } else {
      setPrefs((p) => ({ ...p, [kind]: !next }));
      toast.error(t('failed'));
    }
  }

  return (
    <SectionCard title={t('title')} lead={t('lead')}>
      <ul className="divide-y divide-border">
        {NOTIFICATION_KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-4 py-3 first:pt-0 last:pb-0">
            <div className="min-w-0 flex-1">
              <p id={`pref-${kind}`} className="text-sm font-semibold text-fg">
                {t(`kinds.${kind}.label`)}
              </p>
              <p className="text-xs text-muted">{t(`kinds.${kind}.text`)}</p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={prefs[kind]}
              aria-labelledby={`pref-${kind}`}
              onClick={() => void toggle(kind)}
              className={cn('relative h-6 w-11 shrink-0 rounded-full transition', prefs[kind] ? 'bg-accent' : 'bg-border')}
            >
              <span className={cn('absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform', prefs[kind] && 'translate-x-5')} />
            </button>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
