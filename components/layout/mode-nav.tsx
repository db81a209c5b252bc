import { useTranslations } from 'next-intl';
import type { MenuItem } from '@/lib/contract/resource';
import { menuEntries } from './menu-entries';
import { MenuList } from './menu-list';

/** The "nav" menu: live modes and sports as a scrollable row of chips under the header. */
export function ModeNav({ items }: { items: MenuItem[] }) {
  const t = useTranslations('common.nav');
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('label')} className="border-b border-border bg-surface">
      <div className="page-container">
        <MenuList items={menuEntries(items, { icons: true })} look="nav" />
      </div>
    </nav>
  );
}
