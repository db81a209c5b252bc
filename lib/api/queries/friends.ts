import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { blockedList, friendList, friendRemove, friendRespond, friendSendRequest, isFriend, memberBlock, memberSearch, memberUnblock } from '@/lib/contract/friends-calls';
import type { FriendStatus } from '@/lib/domain/friends';
import { apiQuery } from '../lazy-client';
import { SOCIAL_KEY_ROOT } from './social-keys';

export type { FriendStatus };

/**
 * Every friendship read of one member (lists, blocked members, search results, the status with one
 * member) sits under that member's key, so a write anywhere refreshes what every page shows.
 */
export const friendKeys = {
  all: [SOCIAL_KEY_ROOT, 'friends'] as const,
  viewer: (viewer: number) => [SOCIAL_KEY_ROOT, 'friends', viewer] as const,
  lists: (viewer: number) => [SOCIAL_KEY_ROOT, 'friends', viewer, 'lists'] as const,
  blocked: (viewer: number) => [SOCIAL_KEY_ROOT, 'friends', viewer, 'blocked'] as const,
  searches: (viewer: number) => [SOCIAL_KEY_ROOT, 'friends', viewer, 'search'] as const,
  search: (q: string, viewer: number) => [SOCIAL_KEY_ROOT, 'friends', viewer, 'search', q] as const,
  status: (userId: number, viewer: number) => [SOCIAL_KEY_ROOT, 'friends', viewer, 'status', userId] as const,
};

/** The member's friends, the requests they received and the requests they sent. */
export function friendListsQuery(viewer: number) {
  return queryOptions({
    queryKey: friendKeys.lists(viewer),
    queryFn: ({ signal }) => apiQuery(friendList, { signal }),
    staleTime: 30_000,
  });
}

export function blockedMembersQuery(viewer: number) {
  return queryOptions({
    queryKey: friendKeys.blocked(viewer),
    queryFn: ({ signal }) => apiQuery(blockedList, { signal }),
    staleTime: 30_000,
  });
}

/** Members by name or id with the viewer's friendship to each; the last answer stays while the next loads. */
export function memberSearchQuery(q: string, viewer: number) {
  return queryOptions({
    queryKey: friendKeys.search(q, viewer),
    queryFn: ({ signal }) => apiQuery(memberSearch, { query: { q }, signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function friendStatusQuery(userId: number, viewer: number) {
  return queryOptions({
    queryKey: friendKeys.status(userId, viewer),
    queryFn: async ({ signal }): Promise<FriendStatus> => (await apiQuery(isFriend, { query: { userId }, signal })).status,
    staleTime: 30_000,
  });
}

export async function sendFriendRequest(toUserId: number): Promise<FriendStatus> {
  const { status } = await apiQuery(friendSendRequest, { body: { toUserId } });
  return status === 'friends' ? 'friends' : 'pending-out';
}

export async function respondToFriend(userId: number, accept: boolean): Promise<FriendStatus> {
  return (await apiQuery(friendRespond, { body: { userId, accept } })).status;
}

/** Ends a friendship or withdraws a request the viewer sent. */
export async function removeFriend(userId: number): Promise<FriendStatus> {
  await apiQuery(friendRemove, { body: { userId } });
  return 'none';
}

/** Blocking ends the friendship and closes the conversation; unblocking leaves the two as strangers. */
export async function setBlocked(userId: number, blocked: boolean): Promise<FriendStatus> {
  if (!blocked) {
    await apiQuery(memberUnblock, { body: { userId } });
    return 'none';
  }
  await apiQuery(memberBlock, { body: { userId } });
  return 'blocked';
}

export type FriendAction = { kind: 'add' | 'remove' | 'block' | 'unblock'; userId: number } | { kind: 'respond'; userId: number; accept: boolean };

/** Sends one friendship move and answers where the two stand after it. */
export function performFriendAction(action: FriendAction): Promise<FriendStatus> {
  switch (action.kind) {
    case 'add':
      return sendFriendRequest(action.userId);
    case 'respond':
      return respondToFriend(action.userId, action.accept);
    case 'remove':
      return removeFriend(action.userId);
    case 'block':
      return setBlocked(action.userId, true);
    case 'unblock':
      return setBlocked(action.userId, false);
  }
}

/**
 * After a write: the status with that member is known at once; the lists, the blocked members and any
 * search results are read again. Resolves when they have been.
 */
export async function settleFriendship(client: QueryClient, viewer: number, userId: number, status: FriendStatus): Promise<void> {
  client.setQueryData(friendKeys.status(userId, viewer), status);
  await Promise.all(
    [friendKeys.lists(viewer), friendKeys.blocked(viewer), friendKeys.searches(viewer)].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
