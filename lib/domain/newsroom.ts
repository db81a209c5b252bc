import { SITE_ROLE } from './site-roles';

/** The newsroom's pages; noindex, never in the sitemap, and the 404 page for anyone but an editor. */
export const NEWSROOM_ROOT = '/toa-soan';
export const NEWSROOM_PATHS = {
  list: NEWSROOM_ROOT,
  create: `${NEWSROOM_ROOT}/moi`,
  edit: (id: number) => `${NEWSROOM_ROOT}/${id}`,
  preview: (id: number) => `${NEWSROOM_ROOT}/${id}/xem-truoc`,
} as const;

/** Who may write, schedule and take down articles. */
export const NEWSROOM_ROLES: readonly number[] = [SITE_ROLE.editor];
export const canEditNews = (siteRoleId: number): boolean => NEWSROOM_ROLES.includes(siteRoleId);

export const NEWSROOM_LIMITS = {
  pageSize: 20,
  pageSizeMax: 50,
  /** How far ahead an article may be scheduled. */
  scheduleAheadMaxMs: 366 * 24 * 3_600_000,
} as const;

/** Pictures for covers and bodies: checked like profile pictures, then drawn again no wider than `widthPx`. */
export const NEWS_IMAGE = {
  maxBytes: 4 * 1024 * 1024,
  widthPx: 1600,
  heightPx: 1600,
  maxPixels: 40_000_000,
} as const;
