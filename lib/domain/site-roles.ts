/**
 * Site roles. The spec names the roles and says siteRoleId 6 announces no join;
 * the other numbers are ours.
 */
export const SITE_ROLE = {
  member: 1,
  commentator: 2,
  staff: 3,
  customerCare: 4,
  leaderOperator: 5,
  /** Hidden accounts (system, moderation bots): never announced on join. */
  silent: 6,
  /** The newsroom: writes, schedules and unpublishes articles. */
  editor: 7,
  guest: 0,
} as const;
export type SiteRoleKey = keyof typeof SITE_ROLE;
export type SiteRoleId = (typeof SITE_ROLE)[SiteRoleKey];

export function announcesJoin(siteRoleId: number): boolean {
  return siteRoleId !== SITE_ROLE.silent;
}
