import type { GroupPrivacy, GroupRole } from '@/lib/domain/groups';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';

export interface GroupFacts {
  id: number;
  privacy: GroupPrivacy;
  creatorId: number | null;
}

/** The group's id, privacy and creator, or 404. */
export async function requireGroup(db: Db, groupId: number): Promise<GroupFacts> {
  const group = await db.selectFrom('communityGroups').select(['id', 'privacy', 'creatorId']).where('id', '=', groupId).executeTakeFirst();
  if (!group) throw new ApiError(404, `id: no group ${groupId}`);
  return group;
}

/** The member's role in the group, or null when they are not in it (or are a guest). */
export async function roleIn(db: Db, groupId: number, userId: number | null): Promise<GroupRole | null> {
  if (userId === null) return null;
  const row = await db.selectFrom('groupMembers').select('role').where('groupId', '=', groupId).where('userId', '=', userId).executeTakeFirst();
  return row?.role ?? null;
}

/** Whether the reader may read the group's posts, members and parties: anyone a public group's, members a private one's. */
export const mayRead = (privacy: GroupPrivacy, role: GroupRole | null): boolean => privacy === 'public' || role !== null;

/** The group and the caller's role in it, or 404 / 403 (`why` says what only members of some rank may do). */
export async function requireRole(db: Db, groupId: number, userId: number, allowed: (role: GroupRole | null) => boolean, why: string): Promise<{ group: GroupFacts; role: GroupRole }> {
  const group = await requireGroup(db, groupId);
  const role = await roleIn(db, groupId, userId);
  if (role === null || !allowed(role)) throw new ApiError(403, why);
  return { group, role };
}

/** Keeps the stored member count equal to the rows, inside the transaction that changed them. */
export async function recountMembers(db: Db, groupId: number, now: number): Promise<void> {
  const row = await db.selectFrom('groupMembers').select((eb) => eb.fn.countAll<number>().as('n')).where('groupId', '=', groupId).executeTakeFirstOrThrow();
  await db.updateTable('communityGroups').set({ memberCount: Number(row.n), updatedAt: now }).where('id', '=', groupId).execute();
}
