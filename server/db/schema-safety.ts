import type { Generated } from 'kysely';
import type { ModerationActionKind } from '@/lib/domain/chat-moderation';

/** Blocks between members and the moderation audit trail; times are epoch milliseconds. */

/** One row per block; a pair may hold two rows when both blocked each other. */
export interface MemberBlockTable {
  blockerId: number;
  blockedId: number;
  createdAt: number;
}

export interface ModerationActionTable {
  id: Generated<number>;
  actorId: number;
  action: ModerationActionKind;
  /** Null for actions outside a room (role changes, comments). */
  groupId: number | null;
  targetUserId: number | null;
  /** The chat message, or for a comment action the comment, acted on. */
  messageId: number | null;
  /** What changed, in short: a duration, a slow-mode value, the roles of a role change, a comment's item (`article:42`). */
  detail: string | null;
  createdAt: number;
}
