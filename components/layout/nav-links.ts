/** Fixed destinations of the shell (spec §2). Locale-free; the i18n Link adds the prefix. */
export const HOME_HREF = '/';
export const MENU_HREF = '/menu';
export const LIVE_INFO_HREF = '/lich-truc-tiep';
export const CHAT_HREF = '/chatroom';
export const ACCOUNT_HREF = '/tai-khoan/account';

export type BottomBarKey = 'menu' | 'live' | 'home' | 'chat' | 'account';

/** The mobile bottom bar, in order (spec §2: menu, live info, home, chat, account). */
export const BOTTOM_BAR_ITEMS: ReadonlyArray<{ key: BottomBarKey; href: string }> = [
  { key: 'menu', href: MENU_HREF },
  { key: 'live', href: LIVE_INFO_HREF },
  { key: 'home', href: HOME_HREF },
  { key: 'chat', href: CHAT_HREF },
  { key: 'account', href: ACCOUNT_HREF },
];

/** Links that leave the site are plain anchors. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}
