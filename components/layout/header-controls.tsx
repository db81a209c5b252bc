import type { ReactNode } from 'react';
import { InboxBell } from '@/components/inbox/inbox-bell';
import { cn } from '@/components/ui/cn';
import { AccountButton } from './account-button';
import { LiveNowPill } from './live-now-pill';
import { LocaleSwitch } from './locale-switch';
import { ThemeSwitch } from './theme-switch';

/** The controls at the end of every header bar: live now, language, colour mode, inbox, account; `lead` goes first. */
export function HeaderControls({ className, lead }: { className?: string; lead?: ReactNode }) {
  return (
    <div className={cn('ml-auto flex items-center', className)}>
      {lead}
      <LiveNowPill />
      <LocaleSwitch />
      <ThemeSwitch />
      <InboxBell />
      <AccountButton />
    </div>
  );
}
