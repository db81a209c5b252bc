'use client';

import { useEffect, useRef, useState } from 'react';
import { CheckCheck, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { InboxType } from '@/lib/api/queries/inbox';
import { INBOX_TYPES } from '@/lib/domain/chat';
import { InboxList } from './inbox-list';
import { useMarkRead } from './use-mark-read';

const TABS = Object.entries(INBOX_TYPES) as [keyof typeof INBOX_TYPES, InboxType][];

export interface InboxPanelProps {
  open: boolean;
  viewer: number;
  onClose: () => void;
}

/** The inbox under the bell: type tabs, the first page of messages, mark all read. Closes on Escape or outside click. */
export function InboxPanel({ open, viewer, onClose }: InboxPanelProps) {
  const t = useTranslations('inbox');
  const [type, setType] = useState<InboxType>(INBOX_TYPES.all);
  const panel = useRef<HTMLDivElement>(null);
  const markRead = useMarkRead(viewer);

  useEffect(() => {
    if (!open) return;
    // The bell and the panel share a parent: a click there is the bell's own toggle.
    const root = panel.current?.parentElement;
    const onPointer = (e: PointerEvent) => {
      if (root && !root.contains(e.target as Node)) onClose();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onClose();
      root?.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={t('title')}
      hidden={!open}
      className={cn(
        'z-50 flex max-h-[min(36rem,calc(100dvh-var(--spacing-header)-1.5rem))] flex-col rounded-xl border border-border bg-surface shadow-xl shadow-black/15',
        'max-sm:fixed max-sm:inset-x-2 max-sm:top-[calc(var(--spacing-header)+0.5rem)] sm:absolute sm:top-full sm:right-0 sm:mt-2 sm:w-96',
      )}
    >
      <div className="flex items-center gap-2 border-b border-border px-3 py-2">
        <h2 className="flex-1 text-sm font-bold text-fg">{t('title')}</h2>
        <Button variant="ghost" size="sm" disabled={markRead.isPending} onClick={() => markRead.mutate(0)}>
          <CheckCheck aria-hidden />
          {t('markAll')}
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('close')} onClick={onClose} className="size-8">
          <X aria-hidden />
        </Button>
      </div>
      <div role="tablist" aria-label={t('tabsLabel')} className="scrollbar-none flex gap-1 overflow-x-auto border-b border-border px-2 py-1.5">
        {TABS.map(([key, value]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={type === value}
            onClick={() => setType(value)}
            className={cn(
              'h-8 shrink-0 rounded-full px-3 text-xs font-semibold transition',
              type === value ? 'bg-fg text-bg' : 'text-muted hover:bg-surface-2 hover:text-fg',
            )}
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="min-h-0 flex-1 overflow-y-auto p-1.5">
        {open ? <InboxList type={type} viewer={viewer} onMarkRead={(id) => markRead.mutate(id)} onFollowLink={onClose} /> : null}
      </div>
    </div>
  );
}
