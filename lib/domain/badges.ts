import { SITE_ROLE, type SiteRoleKey } from './site-roles';

/** Badge groups of spec §3 and the label each shows. */
export const BADGES = {
  LEADER_OPERATORS: 'BLV',
  COMMENTATORS: 'QC',
  OWL_CUSTOMER_CARE: 'AD',
  USER_BADGES: 'LV',
  AD_BADGES: 'AD',
  HOST_BADGES: 'BLV',
  QC_BADGES: 'QC',
} as const;
export type BadgeGroup = keyof typeof BADGES;
export type BadgeLabel = (typeof BADGES)[BadgeGroup];

/** Commentators are the hosts of live rooms, so they wear the host badge. Guests and silent accounts wear none. */
export const ROLE_BADGE_GROUP: Readonly<Partial<Record<SiteRoleKey, BadgeGroup>>> = {
  commentator: 'HOST_BADGES',
  staff: 'AD_BADGES',
  editor: 'AD_BADGES',
  customerCare: 'OWL_CUSTOMER_CARE',
  leaderOperator: 'LEADER_OPERATORS',
  member: 'USER_BADGES',
};

const ROLE_KEYS = Object.keys(SITE_ROLE) as SiteRoleKey[];

export function badgeGroupForRole(siteRoleId: number): BadgeGroup | undefined {
  const key = ROLE_KEYS.find((k) => SITE_ROLE[k] === siteRoleId);
  return key === undefined ? undefined : ROLE_BADGE_GROUP[key];
}

export function badgeForRole(siteRoleId: number): BadgeLabel | null {
  const group = badgeGroupForRole(siteRoleId);
  return group === undefined ? null : BADGES[group];
}
