import { useTranslations } from 'next-intl';
import type { MenuItem } from '@/lib/contract/resource';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';

/** The "nav" menu: live modes and sports as a scrollable row of chips under the header. */
export function ModeNav({ items }: { items: MenuItem[] }) {
  const t = useTranslations('common.nav');
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('label')} className="border-b border-border bg-surface">
      <div className="page-container">
        <ul className="scrollbar-none -mx-1 flex items-center gap-1.5 overflow-x-auto px-1 py-2">
          {items.map((item) => (
            <li key={item.id} className="shrink-0">
              <MenuLink
                href={item.href}
                className="inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-[13px] font-semibold whitespace-nowrap transition [&_svg]:size-4"
                activeClassName="border-transparent bg-fg text-bg"
                inactiveClassName="border-border bg-bg text-fg hover:border-accent/50 hover:text-accent"
              >
                <MenuIcon icon={item.icon} liveModeId={item.liveModeId} />
                {item.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
