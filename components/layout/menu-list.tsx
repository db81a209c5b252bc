'use client';

import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
import { MenuLink } from './menu-link';

/** A menu row as the shell draws it: the icon is already resolved to a sprite name. */
export interface MenuEntry {
  id: number;
  href: string;
  label: string;
  icon: IconName | null;
}

// The looks live here, in the browser bundle, so a page carries each menu as plain data rather than
// every link's class strings and icon markup.
const LOOKS = {
  nav: {
    list: 'scrollbar-none -mx-1 flex items-center gap-1.5 overflow-x-auto px-1 py-2',
    item: 'shrink-0',
    link: 'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-[13px] font-semibold whitespace-nowrap transition [&_svg]:size-4',
    active: 'border-transparent bg-fg text-bg',
    inactive: 'border-border bg-bg text-fg hover:border-accent/50 hover:text-accent',
  },
  footer: {
    list: 'grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3',
    item: undefined,
    link: 'text-sm text-fg/85 transition hover:text-accent',
    active: undefined,
    inactive: undefined,
  },
} as const;

export type MenuLook = keyof typeof LOOKS;

/** A menu row's icon and label, the same in every menu. */
export function MenuEntryContent({ item }: { item: MenuEntry }) {
  return (
    <>
      {item.icon ? <Icon name={item.icon} /> : null}
      {item.label}
    </>
  );
}

/** One of the shell's menus (sports nav, footer), each link marked when it is the current page. */
export function MenuList({ items, look }: { items: MenuEntry[]; look: MenuLook }) {
  const l = LOOKS[look];
  return (
    <ul className={l.list}>
      {items.map((item) => (
        <li key={item.id} className={l.item}>
          <MenuLink href={item.href} className={l.link} activeClassName={l.active} inactiveClassName={l.inactive}>
            <MenuEntryContent item={item} />
          </MenuLink>
        </li>
      ))}
    </ul>
  );
}
