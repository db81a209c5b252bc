import { useTranslations } from 'next-intl';
import type { MenuItem } from '@/lib/contract/resource';
import { menuEntries } from './menu-entries';
import { MenuList } from './menu-list';

/**
 * The "nav" menu: live modes and sports as a scrollable row of chips under the header. A page with
 * its own bar of the same sports (the schedule) marks itself `data-own-mode-bar` and this one steps aside.
 */
export function ModeNav({ items }: { items: MenuItem[] }) {
  const t = useTranslations('common.nav');
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('label')} data-mode-bar className="border-b border-border bg-surface">
      <div className="page-container">
        <MenuList items={menuEntries(items, { icons: true })} look="nav" />
      </div>
    </nav>
  );
}
