'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

interface HandoverConfirmProps {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks the owner, in place, before handing the group to an admin: the owner stays on as an admin, and only the new owner can hand it back. */
export function HandoverConfirm({ name, busy, onConfirm, onCancel }: HandoverConfirmProps) {
  const t = useTranslations('groups');
  const box = useRef<HTMLDivElement>(null);
  // Keyboard users land on the safe choice; Escape takes it too.
  useEffect(() => box.current?.querySelector('button')?.focus(), []);
  const question = t('members.handoverQuestion', { name });
  return (
    <div
      ref={box}
      role="group"
      aria-label={question}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onCancel();
        }
      }}
      className="flex w-full basis-full flex-wrap items-center justify-end gap-2 rounded-lg border border-border bg-surface-2 px-3 py-2"
      data-testid="owner-handover-confirm"
    >
      <span className="min-w-0 flex-1 basis-48 text-xs text-fg">{question}</span>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {t('form.cancel')}
      </Button>
      <Button size="sm" variant="live" disabled={busy} onClick={onConfirm}>
        {t('members.makeOwner')}
      </Button>
    </div>
  );
}
