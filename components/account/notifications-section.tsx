'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { cn } from '@/components/ui/cn';
import { notificationSettingsQuery } from '@/lib/api/queries/accounts';
import { apiQuery } from '@/lib/api/lazy-client';
import type { NotificationPrefs } from '@/lib/contract/accounts';
import { updateNotificationSettings } from '@/lib/contract/accounts-calls';
import { NOTIFICATION_KINDS, type NotificationKind } from '@/lib/domain/accounts';
import { SectionCard } from './section-card';

interface Toggle {
  kind: NotificationKind;
  on: boolean;
}

/** One switch per kind of notification; each change shows at once, is saved, and is undone if saving fails. */
export function NotificationsSection() {
  const t = useTranslations('account.notifications');
  const client = useQueryClient();
  const query = notificationSettingsQuery();
  const { data: prefs } = useQuery(query);
  const flip = ({ kind, on }: Toggle) => client.setQueryData<NotificationPrefs>(query.queryKey, (p) => p && { ...p, [kind]: on });
  const save = useMutation({
    mutationFn: ({ kind, on }: Toggle) => apiQuery(updateNotificationSettings, { body: { [kind]: on } }),
    onSuccess: (saved) => {
      client.setQueryData(query.queryKey, saved);
      toast.success(t('saved'));
    },
    // Only this switch goes back: another one changed meanwhile keeps its own outcome.
    onError: (_err, { kind, on }) => {
      flip({ kind, on: !on });
      toast.error(t('failed'));
    },
  });

  // The switch moves in the same click (before the request leaves); the answer or the failure settles it.
  const toggle = (kind: NotificationKind) => {
    const change = { kind, on: !prefs?.[kind] };
    flip(change);
    save.mutate(change);
  };

  // Without its settings (they could not be read) the section is left out, as the page did before.
  if (!prefs) return null;
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
              onClick={() => toggle(kind)}
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
