'use client';

import { useState } from 'react';
import { Ban, Check, ShieldAlert, Trash2, Undo2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import type { ReviewFilter } from '@/lib/api/queries/review';
import type { ReviewItem } from '@/lib/contract/review';
import { reviewActionsFor, SUSPENSION_DAYS, type SuspensionDays } from '@/lib/domain/review';
import { useReviewAction } from './use-review-action';

const DEFAULT_DAYS: SuspensionDays = 3;

/** The buttons of an open item: approve or dismiss at once; remove, warn and suspend ask first (suspend asks how long). */
export function ReviewActions({ item, filter }: { item: ReviewItem; filter: ReviewFilter }) {
  const t = useTranslations('community.reviewQueue');
  const act = useReviewAction(item, filter);
  const allowed = reviewActionsFor(item);
  const member = item.kind === 'member';
  const busy = act.isPending;
  const confirmText = { confirm: t('confirm.yes'), cancel: t('confirm.cancel') };
  return (
    <div role="group" aria-label={t('actionsLabel')} className="flex flex-wrap items-center gap-2">
      {allowed.includes('approve') ? (
        <Button size="sm" disabled={busy} onClick={() => act.mutate({ action: 'approve' })}>
          <Check aria-hidden />
          {t('actions.approve')}
        </Button>
      ) : null}
      {allowed.includes('dismiss') ? (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => act.mutate({ action: 'dismiss' })}>
          <Undo2 aria-hidden />
          {t('actions.dismiss')}
        </Button>
      ) : null}
      {allowed.includes('remove') ? (
        <ConfirmButton variant="outline" busy={busy} question={t('confirm.remove')} {...confirmText} onConfirm={() => act.mutate({ action: 'remove' })}>
          <Trash2 aria-hidden />
          {t('actions.remove')}
        </ConfirmButton>
      ) : null}
      <ConfirmButton variant="outline" busy={busy} question={t(member ? 'confirm.warnMember' : 'confirm.warn')} {...confirmText} onConfirm={() => act.mutate({ action: 'warn' })}>
        <ShieldAlert aria-hidden />
        {t('actions.warn')}
      </ConfirmButton>
      <SuspendButton member={member} busy={busy} onConfirm={(days) => act.mutate({ action: 'suspend', days })} />
    </div>
  );
}

/** Suspend, asking in place for how long (SUSPENSION_DAYS) before anything is sent. */
function SuspendButton({ member, busy, onConfirm }: { member: boolean; busy: boolean; onConfirm: (days: SuspensionDays) => void }) {
  const t = useTranslations('community.reviewQueue');
  const [asking, setAsking] = useState(false);
  const [days, setDays] = useState<SuspensionDays>(DEFAULT_DAYS);
  if (!asking) {
    return (
      <Button size="sm" variant="outline" disabled={busy} onClick={() => setAsking(true)}>
        <Ban aria-hidden />
        {t('actions.suspend')}
      </Button>
    );
  }
  const question = t(member ? 'confirm.suspendMember' : 'confirm.suspend');
  return (
    <div role="group" aria-label={question} className="flex w-full basis-full flex-wrap items-center justify-end gap-2">
      <span className="min-w-0 flex-1 basis-48 text-xs text-muted">{question}</span>
      <select
        aria-label={t('confirm.length')}
        value={days}
        onChange={(e) => setDays(SUSPENSION_DAYS.find((d) => String(d) === e.target.value) ?? DEFAULT_DAYS)}
        className="h-8 rounded-lg border border-border bg-bg px-2 text-sm text-fg outline-none focus:border-accent focus:ring-2 focus:ring-accent/25"
      >
        {SUSPENSION_DAYS.map((d) => (
          <option key={d} value={d}>{t('days', { days: d })}</option>
        ))}
      </select>
      <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
        {t('confirm.cancel')}
      </Button>
      <Button
        size="sm"
        variant="live"
        disabled={busy}
        onClick={() => {
          setAsking(false);
          onConfirm(days);
        }}
      >
        {t('confirm.yes')}
      </Button>
    </div>
  );
}
