'use client';

import { useTranslations } from 'next-intl';
import { LogIn } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';

/** Where a guest would write: the same box, which asks them to log in first. */
export function ComposerGuest() {
  const t = useTranslations('feed.composer');
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => openAuthDialog('login')}
      className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-border bg-surface px-4 text-left text-sm text-muted shadow-sm transition hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
      data-testid="composer-guest"
    >
      <LogIn aria-hidden className="size-5 shrink-0 text-accent" />
      {t('guest')}
    </button>
  );
}
