import type { Selectable } from 'kysely';
import { INBOX_TYPES } from '@/lib/domain/chat';
import type { FriendStatus } from '@/lib/domain/friends';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import type { FriendshipTable } from '@/server/db/schema';
import { blockedEitherWay, hasBlocked } from './block-lookup';
import { sendInboxMessage } from '../inbox';

type Friendship = Selectable<FriendshipTable>;

/** The pair in the order rows are keyed by. */
export const pairOf = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

/** Inbox wording: the portal's language; the inbox stores text, not keys. */
const REQUEST_NOTE = {
  title: 'Lời mời kết bạn',
  content: (name: string) => `${name} muốn kết bạn với bạn.`,
  accepted: (name: string) => `${name} đã chấp nhận lời mời kết bạn.`,
  acceptedTitle: 'Đã trở thành bạn bè',
};

async function friendship(db: Db, a: number, b: number): Promise<Friendship | undefined> {
  const [low, high] = pairOf(a, b);
  return db.selectFrom('friendships').selectAll().where('userLow', '=', low).where('userHigh', '=', high).executeTakeFirst();
}

function statusFor(row: Friendship | undefined, me: number): FriendStatus {
  if (!row) return 'none';
  if (row.status === 'accepted') return 'friends';
  return row.requestedBy === me ? 'pending-out' : 'pending-in';
}

/** `blocked` when the caller blocked the other member; being blocked by them reads as a friendship's status. */
export async function friendStatus(db: Db, me: number, other: number): Promise<FriendStatus> {
  if (await hasBlocked(db, me, other)) return 'blocked';
  return statusFor(await friendship(db, me, other), me);
}

export async function areFriends(db: Db, a: number, b: number): Promise<boolean> {
  return statusFor(await friendship(db, a, b), a) === 'friends';
}

export async function requireOtherMember(db: Db, me: number, other: number, field: string): Promise<{ id: number; displayName: string }> {
  if (other === me) throw new ApiError(422, `${field}: that is you`);
  const user = await db.selectFrom('users').select(['id', 'displayName']).where('id', '=', other).executeTakeFirst();
  if (!user) throw new ApiError(404, `${field}: no member ${other}`);
  return user;
}

async function accept(db: Db, row: Friendship, now: number): Promise<void> {
  await db.updateTable('friendships').set({ status: 'accepted', updatedAt: now }).where('userLow', '=', row.userLow).where('userHigh', '=', row.userHigh).execute();
}

/**
 * Asks to be friends; the recipient gets an inbox message. Asking someone who already asked you makes
 * you friends. Asking twice changes nothing. Two racing requests leave one row. A block either way
 * refuses it; the blocked member is not told why.
 */
export async function sendFriendRequest(db: Db, me: number, toUserId: number, now: number): Promise<{ status: 'pending' | 'friends' }> {
  const to = await requireOtherMember(db, me, toUserId, 'toUserId');
  if (await hasBlocked(db, me, to.id)) throw new ApiError(409, 'toUserId: you blocked this member; unblock them first');
  if (await hasBlocked(db, to.id, me)) throw new ApiError(403, 'toUserId: this member is not taking friend requests');
  const [low, high] = pairOf(me, to.id);
  const { displayName } = await db.selectFrom('users').select('displayName').where('id', '=', me).executeTakeFirstOrThrow();
  const note = (title: string, content: string) => ({ userId: to.id, type: INBOX_TYPES.system, title, content, link: null, createdAt: now });
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('friendships')
      .values({ userLow: low, userHigh: high, status: 'pending', requestedBy: me, createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.doNothing())
      .returning('userLow')
      .executeTakeFirst();
    if (inserted) {
      await sendInboxMessage(trx, note(REQUEST_NOTE.title, REQUEST_NOTE.content(displayName)));
      return { status: 'pending' as const };
    }
    const row = await friendship(trx, me, to.id);
    const status = statusFor(row, me);
    if (row && status === 'pending-in') {
      await accept(trx, row, now);
      await sendInboxMessage(trx, note(REQUEST_NOTE.acceptedTitle, REQUEST_NOTE.accepted(displayName)));
      return { status: 'friends' as const };
    }
    return { status: status === 'friends' ? ('friends' as const) : ('pending' as const) };
  });
}

/** Accepts or declines a request the other member sent; anything else is 404. */
export async function respondToFriendRequest(db: Db, me: number, fromUserId: number, accepted: boolean, now: number): Promise<{ status: 'friends' | 'none' }> {
  await requireOtherMember(db, me, fromUserId, 'userId');
  const row = await friendship(db, me, fromUserId);
  if (!row || statusFor(row, me) !== 'pending-in' || (accepted && (await blockedEitherWay(db, me, fromUserId)))) throw new ApiError(404, `userId: no friend request from ${fromUserId}`);
  if (!accepted) {
    await db.deleteFrom('friendships').where('userLow', '=', row.userLow).where('userHigh', '=', row.userHigh).where('status', '=', 'pending').execute();
    return { status: 'none' };
  }
  await accept(db, row, now);
  return { status: 'friends' };
}
