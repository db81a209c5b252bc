import type { MenuItem } from '@/lib/contract/resource';
import type { MenuEntry } from './menu-list';
import { iconNameFor } from './menu-icon';

/** The menu rows as the shell's menus take them, icons resolved on the server. */
export function menuEntries(items: MenuItem[], { icons }: { icons: boolean }): MenuEntry[] {
  return items.map(({ id, href, label, icon, liveModeId }) => ({ id, href, label, icon: icons ? iconNameFor(icon, liveModeId) : null }));
}
