import { groupMemberIds } from '@/server/chat/store';
import type { Db } from '@/server/db/client';
import { blockedEitherWay } from './friends/block-lookup';
import { areFriends } from './friends/requests';

/**
 * Who may talk in private: friends, and neither has blocked the other. A conversation whose members
 * are no longer friends stays in their lists, but neither may read it further nor write to it.
 */
export type PrivateAccess = 'open' | 'not-friends' | 'blocked';

export async function privateAccess(db: Db, a: number, b: number): Promise<PrivateAccess> {
  // Checked apart from the friendship: a request raced past a block must not reopen the conversation.
  if (await blockedEitherWay(db, a, b)) return 'blocked';
  return (await areFriends(db, a, b)) ? 'open' : 'not-friends';
}

/** The member's access to a private conversation; `not-member` when it is not theirs. */
export async function conversationAccess(db: Db, groupId: number, userId: number): Promise<PrivateAccess | 'not-member'> {
  const members = await groupMemberIds(db, groupId);
  if (!members.includes(userId)) return 'not-member';
  const other = members.find((id) => id !== userId);
  return other === undefined ? 'not-friends' : privateAccess(db, userId, other);
}
