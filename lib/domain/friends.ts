/**
 * How the viewer stands with another member. `blocked`: the viewer blocked them. Being blocked is
 * never shown: the blocked member sees `none`.
 */
export const FRIEND_STATUSES = ['none', 'pending-out', 'pending-in', 'friends', 'blocked'] as const;
export type FriendStatus = (typeof FRIEND_STATUSES)[number];
