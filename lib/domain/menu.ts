/** The menu sections `/al/api/live/menu` answers (spec §7). */
export const MENU_SECTIONS = ['header-v4', 'footerv4', 'nav'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];
