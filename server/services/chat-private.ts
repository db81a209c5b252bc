import type { Conversation } from '@/lib/contract/chat';
import { ApiError } from '@/server/api/errors';
import { lastMessages } from '@/server/chat/store-messages';
import { sameInEvery } from '@/lib/domain/translated-text';
import type { Db } from '@/server/db/client';
import { translatedColumns } from './localized';
import { pairOf } from './friends/requests';
import { privateAccess } from './private-rule';

/** The key that makes one private group per pair of members. */
export const pairKeyOf = (a: number, b: number): string => pairOf(a, b).join(':');

async function conversations(db: Db, me: number, groupIds?: readonly number[]): Promise<Conversation[]> {
  let query = db
    .selectFrom('chatGroupMembers as mine')
    .innerJoin('chatGroups as g', 'g.id', 'mine.groupId')
    .innerJoin('chatGroupMembers as theirs', (j) => j.onRef('theirs.groupId', '=', 'mine.groupId').onRef('theirs.userId', '!=', 'mine.userId'))
    .innerJoin('users as u', 'u.id', 'theirs.userId')
    .select(['g.id as groupId', 'g.lastMessageAt', 'g.createdAt', 'mine.lastReadId', 'u.id as userId', 'u.displayName', 'u.profilePicture'])
    .where('mine.userId', '=', me)
    .where('g.kind', '=', 'private');
  if (groupIds) query = query.where('g.id', 'in', [...groupIds]);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const last = await lastMessages(db, rows.map((r) => r.groupId));
  const unread = await db
    .selectFrom('chatMessages as m')
    .innerJoin('chatGroupMembers as mine', (j) => j.onRef('mine.groupId', '=', 'm.groupId').on('mine.userId', '=', me))
    .select(['m.groupId', (eb) => eb.fn.countAll().as('n')])
    .where('m.groupId', 'in', rows.map((r) => r.groupId))
    .where('m.userId', '!=', me)
    .where('m.deleted', '=', 0)
    .whereRef('m.id', '>', 'mine.lastReadId')
    .groupBy('m.groupId')
    .execute();
  const unreadOf = new Map(unread.map((r) => [r.groupId, Number(r.n)]));
  return rows
    .sort((a, b) => (b.lastMessageAt ?? b.createdAt) - (a.lastMessageAt ?? a.createdAt) || b.groupId - a.groupId)
    .map((r) => ({
      groupId: r.groupId,
      friend: { userId: r.userId, displayName: r.displayName, profilePicture: r.profilePicture },
      lastMessage: last.get(r.groupId) ?? null,
      unread: unreadOf.get(r.groupId) ?? 0,
    }));
}

/** The member's private conversations, the latest active first. */
export async function privateConversations(db: Db, me: number): Promise<Conversation[]> {
  return conversations(db, me);
}

/**
 * The conversation with a friend, created on first open. The pair key is unique, so two members
 * opening it at once share one group. Non-friends are 403, and so is a block either way (said the
 * same, so the blocked member is not told); unknown members 404.
 */
export async function openPrivateConversation(db: Db, me: number, userId: number, now: number): Promise<Conversation> {
  if (userId === me) throw new ApiError(422, 'userId: that is you');
  const other = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!other) throw new ApiError(404, `userId: no member ${userId}`);
  if ((await privateAccess(db, me, userId)) !== 'open') throw new ApiError(403, 'userId: only friends can talk in private');
  const pairKey = pairKeyOf(me, userId);
  await db
    .insertInto('chatGroups')
    .values({ kind: 'private', ...translatedColumns('name', sameInEvery('')), liveRoomId: null, pairKey, pinnedMessageId: null, lastMessageAt: null, createdAt: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const group = await db.selectFrom('chatGroups').select('id').where('pairKey', '=', pairKey).executeTakeFirstOrThrow();
  // Both members in the pair's order whoever opens: two opens at once insert the same rows in the same
  // order, so PostgreSQL never finds them waiting on each other (a deadlock it would abort).
  await db
    .insertInto('chatGroupMembers')
    .values(pairOf(me, userId).map((member) => ({ groupId: group.id, userId: member })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const [conversation] = await conversations(db, me, [group.id]);
  if (!conversation) throw new ApiError(404, 'The conversation could not be opened');
  return conversation;
}
