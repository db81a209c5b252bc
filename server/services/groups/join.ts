import type { GroupMembership, GroupRole } from '@/lib/domain/groups';
import { GROUP_LIMITS, moderatesGroup } from '@/lib/domain/groups';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { recountMembers, requireGroup, requireRole, roleIn } from './access';
import { noticeApproval, noticeJoinRequest } from './notices';
import { pageOf, pairCursor, readPairCursor } from './paging';

export interface Tie {
  membership: GroupMembership;
  role: GroupRole | null;
}

const NONE: Tie = { membership: 'none', role: null };
const PENDING: Tie = { membership: 'pending', role: null };

/** Lets the member into a public group at once; files a request for a private one, telling its admins. */
export async function joinGroup(db: Db, userId: number, groupId: number, now: number): Promise<Tie> {
  const group = await requireGroup(db, groupId);
  return db.transaction().execute(async (trx) => {
    const role = await roleIn(trx, groupId, userId);
    if (role) return { membership: 'member', role };
    if (group.privacy === 'public') {
      await trx.insertInto('groupMembers').values({ groupId, userId, role: 'member', joinedAt: now }).onConflict((oc) => oc.doNothing()).execute();
      await trx.deleteFrom('groupJoinRequests').where('groupId', '=', groupId).where('userId', '=', userId).execute();
      await recountMembers(trx, groupId, now);
      return { membership: 'member', role: 'member' };
    }
    const earlier = await trx.selectFrom('groupJoinRequests').select(['state', 'createdAt', 'decidedAt']).where('groupId', '=', groupId).where('userId', '=', userId).executeTakeFirst();
    if (earlier?.state === 'pending') return PENDING;
    if (earlier?.state === 'declined' && Number(earlier.decidedAt ?? 0) > now - GROUP_LIMITS.requestCooldownMs) {
      throw new ApiError(409, 'id: your request was declined recently; try again later');
    }
    // Withdrawing and asking again must not ring the admins' inbox every time.
    const ring = !(earlier?.state === 'withdrawn' && Number(earlier.createdAt) > now - GROUP_LIMITS.requestRenoticeMs);
    const createdAt = ring ? now : Number(earlier?.createdAt ?? now);
    await trx
      .insertInto('groupJoinRequests')
      .values({ groupId, userId, state: 'pending', createdAt, decidedBy: null, decidedAt: null })
      .onConflict((oc) => oc.columns(['groupId', 'userId']).doUpdateSet({ state: 'pending', createdAt, decidedBy: null, decidedAt: null }))
      .execute();
    if (ring) await noticeJoinRequest(trx, groupId, userId, now);
    return PENDING;
  });
}

/** Leaves the group or withdraws a waiting request; the owner hands the group over first. Doing it again changes nothing. */
export async function leaveGroup(db: Db, userId: number, groupId: number, now: number): Promise<Tie> {
  await requireGroup(db, groupId);
  return db.transaction().execute(async (trx) => {
    const role = await roleIn(trx, groupId, userId);
    if (role === 'owner') throw new ApiError(409, 'id: the owner hands the group to another member before leaving');
    if (role) {
      await trx.deleteFrom('groupMembers').where('groupId', '=', groupId).where('userId', '=', userId).execute();
      await recountMembers(trx, groupId, now);
      return NONE;
    }
    await trx.updateTable('groupJoinRequests').set({ state: 'withdrawn' }).where('groupId', '=', groupId).where('userId', '=', userId).where('state', '=', 'pending').execute();
    return NONE;
  });
}

const MODERATORS_ONLY = 'Only the group\'s owner, admins and moderators answer join requests';

/** Waiting requests, oldest first, for those who answer them. */
export async function joinRequests(db: Db, userId: number, groupId: number, cursor: string | undefined) {
  await requireRole(db, groupId, userId, moderatesGroup, MODERATORS_ONLY);
  const after = readPairCursor(cursor);
  let query = db
    .selectFrom('groupJoinRequests as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select(['u.id as userId', 'u.displayName', 'u.profilePicture', 'r.createdAt'])
    .where('r.groupId', '=', groupId)
    .where('r.state', '=', 'pending');
  if (after) query = query.where((eb) => eb.or([eb('r.createdAt', '>', after[0]), eb.and([eb('r.createdAt', '=', after[0]), eb('u.id', '>', after[1])])]));
  const size = GROUP_LIMITS.membersPageSize;
  const rows = await query.orderBy('r.createdAt').orderBy('u.id').limit(size + 1).execute();
  return pageOf(rows, size, (r) => pairCursor(Number(r.createdAt), r.userId), (shown) =>
    shown.map(({ createdAt, ...member }) => ({ ...member, requestedAt: Number(createdAt) })),
  );
}

/** Approves (the member joins and hears of it) or declines a waiting request; 404 when there is none. */
export async function respondToRequest(db: Db, moderatorId: number, groupId: number, userId: number, approve: boolean, now: number): Promise<{ userId: number; membership: GroupMembership }> {
  await requireRole(db, groupId, moderatorId, moderatesGroup, MODERATORS_ONLY);
  return db.transaction().execute(async (trx) => {
    const waiting = await trx.selectFrom('groupJoinRequests').select('userId').where('groupId', '=', groupId).where('userId', '=', userId).where('state', '=', 'pending').executeTakeFirst();
    if (!waiting) throw new ApiError(404, `userId: no waiting request from ${userId}`);
    if (!approve) {
      await trx.updateTable('groupJoinRequests').set({ state: 'declined', decidedBy: moderatorId, decidedAt: now }).where('groupId', '=', groupId).where('userId', '=', userId).execute();
      return { userId, membership: 'none' as const };
    }
    await trx.insertInto('groupMembers').values({ groupId, userId, role: 'member', joinedAt: now }).onConflict((oc) => oc.doNothing()).execute();
    await trx.deleteFrom('groupJoinRequests').where('groupId', '=', groupId).where('userId', '=', userId).execute();
    await recountMembers(trx, groupId, now);
    await noticeApproval(trx, groupId, userId, now);
    return { userId, membership: 'member' as const };
  });
}
