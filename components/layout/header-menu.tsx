import type { MenuItem } from '@/lib/contract/resource';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';

/** The "header-v4" menu; on phones the /menu page and the bottom bar take its place. */
export function HeaderMenu({ items, label }: { items: MenuItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="min-w-0 max-lg:hidden">
      <ul className="flex items-center gap-0.5 overflow-hidden">
        {items.map((item) => (
          <li key={item.id} className="shrink-0">
            <MenuLink
              href={item.href}
              className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition [&_svg]:size-4"
              activeClassName="bg-surface-2 text-fg"
              inactiveClassName="text-muted hover:bg-surface-2 hover:text-fg"
            >
              <MenuIcon icon={item.icon} liveModeId={item.liveModeId} />
              {item.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
