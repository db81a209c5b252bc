import { DEFAULT_DOMAIN } from '@/lib/domain/constants';

/** Where members reach the support team. */
export const SUPPORT_EMAIL = `support@${DEFAULT_DOMAIN}`;

/** The date shown at the top of the terms; change it with the terms. */
export const TERMS_UPDATED = '2026-11-25';

/** Paths of the information and community pages, for links between them. */
export const INFO_PATHS = {
  about: '/ve-chung-toi',
  terms: '/dieu-kien-dieu-khoan',
  info: '/thong-tin',
  menu: '/menu',
  changeLog: '/nhat-ky-thay-doi',
  apply: '/ung-tuyen-binh-luan-vien',
  promotions: '/khuyen-mai',
  friends: '/bang-ton/ban-be',
  favourites: '/doi-bong-yeu-thich',
  moderationLog: '/kiem-duyet',
} as const;

/** The order of the sections of the about and terms pages (their text is in messages/{locale}/info.json). */
export const ABOUT_SECTIONS = ['watch', 'data', 'community', 'privacy'] as const;
export const TERMS_SECTIONS = ['service', 'age', 'account', 'conduct', 'odds', 'points', 'content', 'privacy', 'changes'] as const;
export const FAQ_ITEMS = ['free', 'bets', 'stream', 'commentator'] as const;
