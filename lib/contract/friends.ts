import * as z from 'zod/mini';
import { endpoint, queryInt } from './endpoint';
import * as calls from './friends-calls';
import { MEMBER_SEARCH } from '@/lib/domain/community';
import { FRIEND_STATUSES } from '@/lib/domain/friends';

/** Friends: requests, the lists, finding members, and blocking. Private messages need a friendship. */

const id = queryInt(1, 2_147_483_647);
const bodyId = z.int().check(z.positive(), z.maximum(2_147_483_647));

export const memberCard = z.object({ userId: z.int(), displayName: z.string(), profilePicture: z.nullable(z.string()) });
export type MemberCard = z.infer<typeof memberCard>;

export const friendLists = z.object({
  friends: z.array(z.object({ ...memberCard.shape, since: z.int() })),
  incoming: z.array(z.object({ ...memberCard.shape, requestedAt: z.int() })),
  outgoing: z.array(z.object({ ...memberCard.shape, requestedAt: z.int() })),
});
export type FriendLists = z.infer<typeof friendLists>;

/** The caller's friends (newest first), requests they received and requests they sent. */
export const friendList = endpoint(calls.friendList, { data: friendLists });

/** Ends a friendship, or withdraws a request the caller sent; 404 when there is neither. */
export const friendRemove = endpoint(calls.friendRemove, {
  body: z.strictObject({ userId: bodyId }),
  data: z.null(),
});

/** Members by id (all digits) or by a part of their display name, with the caller's friendship to each. */
export const memberSearch = endpoint(calls.memberSearch, {
  query: z.object({ q: z.string().check(z.trim(), z.minLength(1), z.maxLength(MEMBER_SEARCH.maxLength)) }),
  data: z.array(z.object({ ...memberCard.shape, status: z.enum(FRIEND_STATUSES) })),
});

export const friendSendRequest = endpoint(calls.friendSendRequest, {
  body: z.strictObject({ toUserId: bodyId }),
  data: z.object({ status: z.enum(['pending', 'friends']) }),
});
export const friendRespond = endpoint(calls.friendRespond, {
  body: z.strictObject({ userId: bodyId, accept: z.boolean() }),
  data: z.object({ status: z.enum(['friends', 'none']) }),
});
export const isFriend = endpoint(calls.isFriend, {
  query: z.object({ userId: id }),
  data: z.object({ status: z.enum(FRIEND_STATUSES) }),
});

export const blockedMember = z.object({ userId: z.int(), displayName: z.string(), profilePicture: z.nullable(z.string()), blockedAt: z.int() });
export type BlockedMember = z.infer<typeof blockedMember>;
/** Blocking ends any friendship or request between the two and closes their private conversation. */
export const memberBlock = endpoint(calls.memberBlock, { body: z.strictObject({ userId: bodyId }), data: z.null() });
/** Lifts the caller's own block; 404 when there is none. */
export const memberUnblock = endpoint(calls.memberUnblock, { body: z.strictObject({ userId: bodyId }), data: z.null() });
export const blockedList = endpoint(calls.blockedList, { data: z.array(blockedMember) });
