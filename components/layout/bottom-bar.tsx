'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { useAccountState } from '@/components/auth/account-state';
import { useAuthDialog } from '@/components/auth/auth-dialog-store';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
import { BOTTOM_BAR_ITEMS, type BottomBarKey } from './nav-links';
import { MenuLink } from './menu-link';

const ICONS: Record<BottomBarKey, IconName> = {
  menu: 'menu',
  live: 'calendar-clock',
  home: 'house',
  chat: 'message-circle',
  account: 'user-round',
};

/** A plain click, not one meant to open the link in a new tab or window. */
const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The phone navigation (below 1024 px): menu, live info, home, chat, account. For a guest the
 * account item opens the log-in dialog instead; it stays a link so it works before scripts run.
 */
export function BottomBar() {
  const t = useTranslations('common.bottomBar');
  const isGuest = useAccountState() === 'guest';
  const openAuth = useAuthDialog((s) => s.open);

  // Capture phase: the link's own click handler then sees the default prevented and stays put.
  const onAccountClick = (e: MouseEvent) => {
    if (!isGuest || !isPlainClick(e)) return;
    e.preventDefault();
    openAuth('login');
  };
  return (
    <nav
      data-testid="bottom-bar"
      aria-label={t('label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden"
    >
      <ul className="mx-auto grid h-bottom-bar max-w-xl grid-cols-5">
        {BOTTOM_BAR_ITEMS.map(({ key, href }) => {
          return (
            <li key={key} className="flex" onClickCapture={key === 'account' ? onAccountClick : undefined}>
              <MenuLink
                href={href}
                className="flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold transition"
                activeClassName="text-accent"
                inactiveClassName="text-muted hover:text-fg"
              >
                <Icon name={ICONS[key]} className={cn('size-[22px]', key === 'home' && 'size-6')} />
                <span>{t(key)}</span>
              </MenuLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
