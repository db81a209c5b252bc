import * as groups from '@/lib/contract/groups';
import { groupDetail } from '@/server/services/groups/detail';
import { joinGroup, joinRequests, leaveGroup, respondToRequest } from '@/server/services/groups/join';
import { listGroups, suggestedGroups } from '@/server/services/groups/lists';
import { groupMembers, removeGroupMember, setGroupRole } from '@/server/services/groups/members';
import { pinPost, unpinPost } from '@/server/services/groups/pins';
import { createGroup, editGroup } from '@/server/services/groups/write';
import type { ApiContext } from '../context';
import { optionalMemberId, requireMember } from '../guards';
import { route, type RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const now = (c: ApiContext) => c.get('deps').accounts.now();
const locale = (c: ApiContext) => c.get('ctx').locale;
const uploads = (c: ApiContext) => c.get('deps').accounts.uploadsDir;
const memberId = async (c: ApiContext) => (await requireMember(c)).userId;

export const routes: readonly RouteDef[] = [
  route(groups.groupList, async ({ query }, c) => listGroups(await db(c), query, await optionalMemberId(c), locale(c))),
  route(groups.groupSuggested, async (_in, c) => suggestedGroups(await db(c), await optionalMemberId(c), locale(c))),
  route(groups.groupDetail, async ({ query }, c) => groupDetail(await db(c), query.id, await optionalMemberId(c), locale(c))),
  route(groups.groupMembers, async ({ query }, c) => groupMembers(await db(c), await optionalMemberId(c), query.id, query.cursor)),
  route(groups.groupCreate, async ({ body }, c) => createGroup(await db(c), await memberId(c), body, locale(c), now(c), uploads(c))),
  route(groups.groupEdit, async ({ body }, c) => editGroup(await db(c), await memberId(c), body, locale(c), now(c), uploads(c))),
  route(groups.groupJoin, async ({ body }, c) => joinGroup(await db(c), await memberId(c), body.id, now(c))),
  route(groups.groupLeave, async ({ body }, c) => leaveGroup(await db(c), await memberId(c), body.id, now(c))),
  route(groups.groupRequests, async ({ query }, c) => joinRequests(await db(c), await memberId(c), query.id, query.cursor)),
  route(groups.groupRespond, async ({ body }, c) => respondToRequest(await db(c), await memberId(c), body.id, body.userId, body.approve, now(c))),
  route(groups.groupSetRole, async ({ body }, c) => setGroupRole(await db(c), await memberId(c), body.id, body.userId, body.role, now(c))),
  route(groups.groupRemoveMember, async ({ body }, c) => removeGroupMember(await db(c), await memberId(c), body.id, body.userId, now(c))),
  route(groups.groupPin, async ({ body }, c) => pinPost(await db(c), await memberId(c), body.id, body.postId, now(c))),
  route(groups.groupUnpin, async ({ body }, c) => unpinPost(await db(c), await memberId(c), body.id, body.postId)),
];
