'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { Avatar } from '@/components/ui/avatar';
import { Dropdown, DropdownItem } from '@/components/ui/dropdown';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
import { ACCOUNT_HREF } from '@/components/layout/nav-links';
import { canBroadcast } from '@/lib/domain/broadcast';
import { MEMBER_PATHS } from '@/lib/domain/member-urls';
import { canEditNews, NEWSROOM_PATHS } from '@/lib/domain/newsroom';
import { STUDIO_PATH } from '@/lib/domain/studio';
import type { UserInfo } from '@/lib/contract/user';
import { Link } from '@/lib/i18n/navigation';
import { useSessionStore } from '@/lib/stores/session-store';
import { memberName } from './account-state';

/** The signed-in member in the header: avatar and name, opening a menu with the account page and log-out. */
export function MemberMenu({ user }: { user: UserInfo }) {
  const t = useTranslations('auth');
  const name = memberName(user);

  async function logout() {
    await useSessionStore.getState().logout();
    toast(t('toast.loggedOut'));
  }

  return (
    <Dropdown
      label={t('member.menu', { name })}
      triggerClassName="h-9 gap-2 rounded-full px-1 sm:pr-2.5"
      panelClassName="w-60"
      trigger={
        <>
          <Avatar name={name} src={user.profilePicture} size="sm" />
          <span data-testid="member-name" className="max-w-28 truncate max-sm:sr-only xl:max-w-40">
            {name}
          </span>
          <Icon name="chevron-down" className="text-muted max-xl:hidden" />
        </>
      }
    >
      {(close) => (
        <>
          <div className="mb-1 flex items-center gap-3 border-b border-border px-2.5 pt-2 pb-3">
            <Avatar name={name} src={user.profilePicture} size="md" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-fg">{name}</p>
              <p className="text-xs text-muted">{t('member.signedIn')}</p>
            </div>
          </div>
          <MenuLink href={ACCOUNT_HREF} icon="user-round" onClick={close}>
            {t('actions.account')}
          </MenuLink>
          <MenuLink href={MEMBER_PATHS.hub} icon="trophy" onClick={close}>
            {t('actions.memberHub')}
          </MenuLink>
          {/* Only editors learn the newsroom exists; the API refuses everyone else anyway. */}
          {canEditNews(user.siteRoleId) ? (
            <MenuLink href={NEWSROOM_PATHS.list} icon="file-text" onClick={close}>
              {t('actions.newsroom')}
            </MenuLink>
          ) : null}
          {/* Likewise the studio: only those who may go live. */}
          {canBroadcast(user.siteRoleId) ? (
            <MenuLink href={STUDIO_PATH} icon="radio" onClick={close}>
              {t('actions.studio')}
            </MenuLink>
          ) : null}
          <DropdownItem
            icon={<Icon name="log-out" />}
            onSelect={() => {
              close();
              void logout();
            }}
          >
            {t('actions.logout')}
          </DropdownItem>
        </>
      )}
    </Dropdown>
  );
}

/** A page of the member's own, from the menu; the click also closes the menu. */
function MenuLink({ href, icon, onClick, children }: { href: string; icon: IconName; onClick: () => void; children: ReactNode }) {
  return (
    <Link href={href} onClick={onClick} className="flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-fg transition hover:bg-surface-2">
      <Icon name={icon} className="size-4 shrink-0" />
      {children}
    </Link>
  );
}
