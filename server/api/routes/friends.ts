import * as friends from '@/lib/contract/friends';
import { friendLists, removeFriend, searchMembers } from '@/server/services/friends/lists';
import { friendStatus, respondToFriendRequest, sendFriendRequest } from '@/server/services/friends/requests';
import { blockMember, blockedMembers, unblockMember } from '@/server/services/friends/blocks';
import type { ApiContext } from '../context';
import { requireMember } from '../guards';
import { route, type RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
/** Every friends call is a member's own: a guest or a stranger's token is 401. */
const memberId = async (c: ApiContext) => (await requireMember(c)).userId;

export const routes: readonly RouteDef[] = [
  route(friends.friendList, async (_in, c) => friendLists(await db(c), await memberId(c))),
  route(friends.friendRemove, async ({ body }, c) => removeFriend(await db(c), await memberId(c), body.userId)),
  route(friends.memberSearch, async ({ query }, c) => searchMembers(await db(c), await memberId(c), query.q)),
  route(friends.friendSendRequest, async ({ body }, c) => sendFriendRequest(await db(c), await memberId(c), body.toUserId, Date.now())),
  route(friends.friendRespond, async ({ body }, c) => respondToFriendRequest(await db(c), await memberId(c), body.userId, body.accept, Date.now())),
  route(friends.isFriend, async ({ query }, c) => ({ status: await friendStatus(await db(c), await memberId(c), query.userId) })),
  route(friends.memberBlock, async ({ body }, c) => blockMember(await db(c), await memberId(c), body.userId, Date.now())),
  route(friends.memberUnblock, async ({ body }, c) => unblockMember(await db(c), await memberId(c), body.userId)),
  route(friends.blockedList, async (_in, c) => blockedMembers(await db(c), await memberId(c))),
];
