/**
 * The icons in the sprite (`public/icons/sprite.svg`), by their lucide name. The shell's own icons
 * plus every name a live mode or a seeded menu row carries. After changing the list, rebuild the
 * sprite with `npx tsx scripts/make-icon-sprite.ts`; a unit test fails until it is rebuilt.
 */
export const ICON_NAMES = [
  'arrow-up-right',
  'book-open',
  'bookmark',
  'bookmark-check',
  'calendar-check',
  'calendar-clock',
  'calendar-days',
  'chart-column',
  'check',
  'cherry',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'circle',
  'circle-dot',
  'circle-play',
  'clapperboard',
  'corner-up-left',
  'dice-5',
  'eye',
  'eye-off',
  'file-text',
  'film',
  'flame',
  'gamepad-2',
  'gift',
  'goal',
  'heart',
  'history',
  'house',
  'info',
  'land-plot',
  'languages',
  'layout-grid',
  'lightbulb',
  'list-checks',
  'log-in',
  'log-out',
  'megaphone',
  'menu',
  'message-circle',
  'messages-square',
  'mic',
  'monitor',
  'moon',
  'music',
  'newspaper',
  'percent',
  'play',
  'radio',
  'rotate-ccw',
  'smartphone',
  'smile-plus',
  'spade',
  'star',
  'sun',
  'swords',
  'target',
  'trophy',
  'tv',
  'user-round',
  'users',
  'volleyball',
  'zap',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(ICON_NAMES);

export function isIconName(name: string): name is IconName {
  return NAMES.has(name);
}
