import type { MenuItem } from '@/lib/contract/resource';
import { menuEntries } from './menu-entries';
import { MenuList } from './menu-list';

/** The "header-v4" menu; on phones the /menu page and the bottom bar take its place. */
export function HeaderMenu({ items, label }: { items: MenuItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="min-w-0 max-lg:hidden">
      <MenuList items={menuEntries(items, { icons: true })} look="header" />
    </nav>
  );
}
