import { administersGroup, GROUP_LIMITS, mayRemoveFromGroup, maySetGroupRole, type GroupRole } from '@/lib/domain/groups';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { mayRead, recountMembers, requireGroup, requireRole, roleIn } from './access';
import { unblockedWith } from '../friends/block-lookup';
import { pageOf, pairCursor, readPairCursor } from './paging';

/** Newest members first; a private group's only for its members; members blocked either way are left out. */
export async function groupMembers(db: Db, readerId: number | null, groupId: number, cursor: string | undefined) {
  const group = await requireGroup(db, groupId);
  if (!mayRead(group.privacy, await roleIn(db, groupId, readerId))) throw new ApiError(403, 'Only members see who is in a private group');
  const after = readPairCursor(cursor);
  let query = db
    .selectFrom('groupMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['u.id as userId', 'u.displayName', 'u.profilePicture', 'm.role', 'm.joinedAt'])
    .where('m.groupId', '=', groupId)
    .where((eb) => unblockedWith(eb.ref('u.id'), readerId));
  if (after) query = query.where((eb) => eb.or([eb('m.joinedAt', '<', after[0]), eb.and([eb('m.joinedAt', '=', after[0]), eb('u.id', '<', after[1])])]));
  const size = GROUP_LIMITS.membersPageSize;
  const rows = await query.orderBy('m.joinedAt', 'desc').orderBy('u.id', 'desc').limit(size + 1).execute();
  return pageOf(rows, size, (r) => pairCursor(Number(r.joinedAt), r.userId), (shown) => shown.map((r) => ({ ...r, joinedAt: Number(r.joinedAt) })));
}

async function targetRole(db: Db, groupId: number, userId: number): Promise<GroupRole> {
  const role = await roleIn(db, groupId, userId);
  if (role === null) throw new ApiError(404, `userId: ${userId} is not in this group`);
  return role;
}

/**
 * Changes a member's role (lib/domain/groups' maySetGroupRole). Handing over `owner` makes the old owner
 * an admin, in the same transaction, so a group never has two owners or none.
 */
export async function setGroupRole(db: Db, actorId: number, groupId: number, userId: number, next: GroupRole, now: number): Promise<{ userId: number; role: GroupRole }> {
  if (userId === actorId) throw new ApiError(422, 'userId: you cannot change your own role');
  return db.transaction().execute(async (trx) => {
    const { role: actor } = await requireRole(trx, groupId, actorId, administersGroup, 'Only the group\'s owner and admins change roles');
    const current = await targetRole(trx, groupId, userId);
    if (!maySetGroupRole(actor, current, next)) throw new ApiError(403, `role: you may not make this member ${next}`);
    if (next === 'owner') {
      await trx.updateTable('groupMembers').set({ role: 'admin' }).where('groupId', '=', groupId).where('userId', '=', actorId).execute();
    }
    await trx.updateTable('groupMembers').set({ role: next }).where('groupId', '=', groupId).where('userId', '=', userId).execute();
    await trx.updateTable('communityGroups').set({ updatedAt: now }).where('id', '=', groupId).execute();
    return { userId, role: next };
  });
}

/** Admins remove members below them; the removed member may join (or ask) again like anyone. */
export async function removeGroupMember(db: Db, actorId: number, groupId: number, userId: number, now: number): Promise<null> {
  if (userId === actorId) throw new ApiError(422, 'userId: to leave, use leave');
  return db.transaction().execute(async (trx) => {
    const { role: actor } = await requireRole(trx, groupId, actorId, administersGroup, 'Only the group\'s owner and admins remove members');
    const current = await targetRole(trx, groupId, userId);
    if (!mayRemoveFromGroup(actor, current)) throw new ApiError(403, 'userId: you may not remove this member');
    await trx.deleteFrom('groupMembers').where('groupId', '=', groupId).where('userId', '=', userId).execute();
    await recountMembers(trx, groupId, now);
    return null;
  });
}
