import { SITE_ROLE } from './site-roles';

/**
 * Who moderates a chat room. The server enforces it; the client only hides the buttons.
 * Nobody moderates a private conversation; staff, customer care and leader operators moderate every
 * public room; the host of a live room (its commentator) moderates that room only.
 */
const PUBLIC_ROOM_MODERATORS: readonly number[] = [SITE_ROLE.staff, SITE_ROLE.customerCare, SITE_ROLE.leaderOperator];

export function moderatesPublicRooms(siteRoleId: number): boolean {
  return PUBLIC_ROOM_MODERATORS.includes(siteRoleId);
}

export interface ModeratedRoom {
  isPrivate: boolean;
  /** The live room's commentator; null for the lobby and topic rooms. */
  hostUserId: number | null;
}

export function moderatesRoom(user: { userId: number; siteRoleId: number }, room: ModeratedRoom): boolean {
  if (room.isPrivate) return false;
  return moderatesPublicRooms(user.siteRoleId) || (room.hostUserId !== null && user.userId === room.hostUserId);
}

/**
 * What the moderation log records. `role` is a change of a member's site role (a commentator approved);
 * the `comment-` actions are a moderator hiding, showing again or deleting a comment (lib/domain/comments);
 * the `review-` actions close an item of the staff review queue (lib/domain/review).
 */
export const MODERATION_ACTIONS = [
  'ban', 'mute', 'lift', 'delete', 'pin', 'unpin', 'slow-mode', 'role', 'comment-hide', 'comment-unhide', 'comment-delete',
  'review-approve', 'review-dismiss', 'review-remove', 'review-warn', 'review-suspend',
] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_LOG_PAGE_SIZE = { default: 20, max: 100 } as const;

/** Who reads the whole moderation log; a host reads the log of the rooms they host. */
export const readsModerationLog = moderatesPublicRooms;
