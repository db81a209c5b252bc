import { FEED_PATHS } from './feed';

/**
 * Groups of the social feed (/bang-ton/nhom): members talk about a club, a league or a hobby. A public
 * group is open to all; a private one shows its name, description, rules and counts to everyone but its
 * posts and members to members only, who get in by a request its admins or moderators approve.
 */

export const GROUP_PRIVACIES = ['public', 'private'] as const;
export type GroupPrivacy = (typeof GROUP_PRIVACIES)[number];

/** Strongest first. One owner (the creator, until they hand the group over); admins run it with them. */
export const GROUP_ROLES = ['owner', 'admin', 'moderator', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

const RANK: Record<GroupRole, number> = { owner: 3, admin: 2, moderator: 1, member: 0 };
export const groupRoleRank = (role: GroupRole): number => RANK[role];

/** The reader's tie to a group: outside it, asking to join, or in it (with a role). */
export const GROUP_MEMBERSHIPS = ['none', 'pending', 'member'] as const;
export type GroupMembership = (typeof GROUP_MEMBERSHIPS)[number];

/** `popular`: every group, most members first (with `q`, those whose name has it); `mine`: the reader's, last joined first. */
export const GROUP_LIST_TABS = ['popular', 'mine'] as const;
export type GroupListTab = (typeof GROUP_LIST_TABS)[number];

/** Join requests a private group keeps: waiting, or turned down (which holds off a new one for a while). */
export const GROUP_REQUEST_STATES = ['pending', 'declined', 'withdrawn'] as const;
export type GroupRequestState = (typeof GROUP_REQUEST_STATES)[number];

const DAY = 86_400_000;

export const GROUP_LIMITS = {
  nameMin: 3,
  nameMax: 80,
  descriptionMax: 1000,
  rulesMax: 10,
  ruleMax: 200,
  /** Posts pinned at the top of a group's feed at once. */
  pinsMax: 3,
  pageSize: 20,
  pageSizeMax: 50,
  membersPageSize: 30,
  /** Groups the suggestion box shows. */
  suggested: 6,
  /** Characters a name search needs. */
  searchMin: 2,
  searchMax: 80,
  /** Owners and admins the detail names (to readers who may see the members). */
  adminsShown: 5,
  /** After a decline, how long before the same member may ask again. */
  requestCooldownMs: 7 * DAY,
  /** A request withdrawn and made again within this long does not ring the admins' inbox again. */
  requestRenoticeMs: DAY,
  /** Groups a member may create per window (each is a public page staff may have to look at). */
  rate: { create: { member: 3, staff: 20, windowMs: DAY } },
} as const;

/** Who approves join requests and pins posts. */
export const moderatesGroup = (role: GroupRole | null): boolean => role !== null && RANK[role] >= RANK.moderator;

/** Who edits the group's name, description, rules, privacy and cover, and removes members. */
export const administersGroup = (role: GroupRole | null): boolean => role !== null && RANK[role] >= RANK.admin;

/**
 * Whether `actor` may give `target` the role `next`: an admin moves members and moderators between
 * those two roles; the owner also makes and unmakes admins, and hands the group over with `owner`.
 */
export function maySetGroupRole(actor: GroupRole, target: GroupRole, next: GroupRole): boolean {
  if (actor === 'owner') return target !== 'owner';
  if (actor !== 'admin') return false;
  return RANK[target] < RANK.admin && RANK[next] < RANK.admin;
}

/** Whether `actor` may remove `target` from the group: admins remove anyone below them. */
export const mayRemoveFromGroup = (actor: GroupRole, target: GroupRole): boolean => RANK[actor] >= RANK.admin && RANK[target] < RANK[actor];

export const GROUPS_PATH = FEED_PATHS.groups;
export const groupPath = (groupId: number): string => `${FEED_PATHS.groups}/${groupId}`;
/** Where an admin answers join requests. */
export const groupRequestsPath = (groupId: number): string => `${groupPath(groupId)}?tab=requests`;
