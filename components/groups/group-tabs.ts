import type { GroupDetail } from '@/lib/api/queries/groups';

/** The views of a group's page; `?tab=` names one (the admins' inbox links to `requests`). */
export const GROUP_TABS = ['posts', 'about', 'members', 'requests'] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

export const isGroupTab = (value: unknown): value is GroupTab => typeof value === 'string' && (GROUP_TABS as readonly string[]).includes(value);

/** The tabs this reader gets: members only to those who may read the group, requests only to those who answer them. */
export function tabsFor(group: Pick<GroupDetail, 'canRead' | 'canModerate'>): GroupTab[] {
  return GROUP_TABS.filter((tab) => (tab === 'members' ? group.canRead : tab === 'requests' ? group.canModerate : true));
}
