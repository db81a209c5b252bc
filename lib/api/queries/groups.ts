import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@/lib/contract/endpoint';
import {
  groupCreate, groupDetail, groupEdit, groupJoin, groupLeave, groupList, groupMembers, groupPin, groupRemoveMember, groupRequests, groupRespond, groupSetRole, groupSuggested, groupUnpin,
} from '@/lib/contract/groups-calls';
import type { GroupCard, GroupDetail } from '@/lib/contract/groups';
import type { GroupListTab, GroupMembership, GroupRole } from '@/lib/domain/groups';
import type { FeedListParams } from './feed';
import { apiQuery } from '../lazy-client';
import { cursorQuery, firstPageQuery, patchCursorLists, type PageFetcher } from './cursor-list';

export type { GroupCard, GroupDetail };
export type GroupMember = DataOf<typeof groupMembers>['list'][number];
export type GroupRequest = DataOf<typeof groupRequests>['list'][number];
export type GroupTie = DataOf<typeof groupJoin>;

export interface GroupListParams {
  tab: GroupListTab;
  /** A part of the name; absent lists every group of the tab. */
  q?: string;
}

export const GROUPS_KEY_ROOT = 'groups';

/** The group's posts as its page lists them: the feed's list in the group's scope, newest first. */
export const groupFeedParams = (groupId: number): FeedListParams => ({ scope: 'group', id: groupId, sort: 'newest' });

/** Keyed by the reader (0 for a guest): every card carries the reader's own tie to the group. */
export const groupKeys = {
  all: [GROUPS_KEY_ROOT] as const,
  viewer: (viewer: number) => [GROUPS_KEY_ROOT, viewer] as const,
  lists: (viewer: number) => [GROUPS_KEY_ROOT, viewer, 'list'] as const,
  list: (viewer: number, { tab, q }: GroupListParams) => [GROUPS_KEY_ROOT, viewer, 'list', { tab, ...(q ? { q } : {}) }] as const,
  suggested: (viewer: number) => [GROUPS_KEY_ROOT, viewer, 'suggested'] as const,
  detail: (viewer: number, id: number) => [GROUPS_KEY_ROOT, viewer, 'detail', id] as const,
  members: (viewer: number, id: number) => [GROUPS_KEY_ROOT, viewer, 'members', id] as const,
  requests: (viewer: number, id: number) => [GROUPS_KEY_ROOT, viewer, 'requests', id] as const,
};

const groupPage = (params: GroupListParams): PageFetcher<GroupCard> => (cursor, signal) =>
  apiQuery(groupList, { query: { tab: params.tab, ...(params.q ? { q: params.q } : {}), ...(cursor ? { cursor } : {}) }, signal });

export const groupListQuery = (viewer: number, params: GroupListParams) => cursorQuery(groupKeys.list(viewer, params), groupPage(params));
export const groupListFirstPage = (viewer: number, params: GroupListParams) => firstPageQuery(groupKeys.list(viewer, params), groupPage(params));

export const groupSuggestedQuery = (viewer: number) =>
  queryOptions({ queryKey: groupKeys.suggested(viewer), queryFn: ({ signal }) => apiQuery(groupSuggested, { signal }), staleTime: 60_000 });

export const groupDetailQuery = (viewer: number, id: number) =>
  queryOptions({ queryKey: groupKeys.detail(viewer, id), queryFn: ({ signal }) => apiQuery(groupDetail, { query: { id }, signal }), staleTime: 30_000 });

export const groupMembersQuery = (viewer: number, id: number) =>
  cursorQuery(groupKeys.members(viewer, id), (cursor, signal) => apiQuery(groupMembers, { query: { id, ...(cursor ? { cursor } : {}) }, signal }));

export const groupRequestsQuery = (viewer: number, id: number) =>
  cursorQuery(groupKeys.requests(viewer, id), (cursor, signal) => apiQuery(groupRequests, { query: { id, ...(cursor ? { cursor } : {}) }, signal }), 0);

export const joinGroup = (id: number) => apiQuery(groupJoin, { body: { id } });
export const leaveGroup = (id: number) => apiQuery(groupLeave, { body: { id } });
export const createGroup = (body: BodyOf<typeof groupCreate>) => apiQuery(groupCreate, { body });
export const editGroup = (body: BodyOf<typeof groupEdit>) => apiQuery(groupEdit, { body });
export const respondToRequest = (id: number, userId: number, approve: boolean) => apiQuery(groupRespond, { body: { id, userId, approve } });
export const setMemberRole = (id: number, userId: number, role: GroupRole) => apiQuery(groupSetRole, { body: { id, userId, role } });
export const removeMember = (id: number, userId: number) => apiQuery(groupRemoveMember, { body: { id, userId } });
export const pinPost = (id: number, postId: number) => apiQuery(groupPin, { body: { id, postId } });
export const unpinPost = (id: number, postId: number) => apiQuery(groupUnpin, { body: { id, postId } });

/** The reader's tie after a join or leave, with the member count following it. */
export function withTie<G extends GroupCard>(group: G, tie: GroupTie): G {
  const wasIn = group.membership === 'member';
  const isIn = tie.membership === 'member';
  return { ...group, ...tie, memberCount: Math.max(0, group.memberCount + Number(isIn) - Number(wasIn)) };
}

/** Applies `change` to the group wherever the reader's cache holds it: lists, suggestions and its page. */
export function patchGroup(client: QueryClient, viewer: number, id: number, change: <G extends GroupCard>(group: G) => G): void {
  patchCursorLists<GroupCard>(client, groupKeys.lists(viewer), (g) => g.id === id, change);
  client.setQueryData<GroupCard[]>(groupKeys.suggested(viewer), (list) => list?.map((g) => (g.id === id ? change(g) : g)));
  client.setQueryData<GroupDetail>(groupKeys.detail(viewer, id), (g) => (g ? change(g) : g));
}

/** What the reader's cache holds of groups now, to put back when a write is refused. */
export const snapshotGroups = (client: QueryClient, viewer: number): [QueryKey, unknown][] => client.getQueriesData({ queryKey: groupKeys.viewer(viewer) });

export const membershipAfterJoin = (group: Pick<GroupCard, 'privacy'>): GroupMembership => (group.privacy === 'public' ? 'member' : 'pending');
