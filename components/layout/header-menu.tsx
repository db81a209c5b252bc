import type { MenuItem } from '@/lib/contract/resource';
import { HeaderNav } from './header-nav';
import { menuEntries } from './menu-entries';

/** The "header-v4" menu; on phones the /menu page and the bottom bar take its place. */
export function HeaderMenu({ items, label, moreLabel }: { items: MenuItem[]; label: string; moreLabel: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="flex min-w-0 flex-1 max-lg:hidden">
      <HeaderNav items={menuEntries(items, { icons: true })} moreLabel={moreLabel} />
    </nav>
  );
}
