import { Icon } from '@/components/ui/icon';
import { isIconName, type IconName } from '@/components/ui/icon-names';
import { liveModeById } from '@/lib/domain/live-modes';

// Short names older menu rows carry for icons the sprite holds under their lucide name.
const ALIASES: ReadonlyMap<string, IconName> = new Map([
  ['calendar', 'calendar-days'],
  ['chart', 'chart-column'],
  ['home', 'house'],
]);

/** The icon of a menu entry: its own icon name, else its live mode's icon, else none. */
export function iconNameFor(icon: string | null, liveModeId: number | null): IconName | null {
  const name = icon ?? (liveModeId !== null ? liveModeById(liveModeId)?.icon : undefined);
  if (!name) return null;
  return ALIASES.get(name) ?? (isIconName(name) ? name : null);
}

export function MenuIcon({ icon, liveModeId, className }: { icon: string | null; liveModeId: number | null; className?: string }) {
  const name = iconNameFor(icon, liveModeId);
  return name ? <Icon name={name} className={className} /> : null;
}
