import { expressionBuilder, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { GroupRole } from '@/lib/domain/groups';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';
import { requireGroup, roleIn } from './access';

const eb = expressionBuilder<Database, never>();

/**
 * "The reader may read what belongs to this group", for any row with a group id column: true when the
 * id is null (not a group's), the group is public, or the reader is one of its members. `readerId`
 * null is a guest. Blocks are not this rule's business; callers apply their own.
 */
export function groupReadableBy(groupId: Expression<number | null>, readerId: number | null): Expression<SqlBool> {
  const readable = eb.selectFrom('communityGroups as rg').select('rg.id').where('rg.id', '=', groupId);
  const open = readable.where('rg.privacy', '=', 'public');
  if (readerId === null) return eb.or([eb(groupId, 'is', null), eb.exists(open)]);
  const member = eb.selectFrom('groupMembers as rgm').select('rgm.userId').where('rgm.groupId', '=', groupId).where('rgm.userId', '=', readerId);
  return eb.or([eb(groupId, 'is', null), eb.exists(open), eb.exists(member)]);
}

type PostsEb = ExpressionBuilder<Database & { p: Database['posts'] }, 'p'>;

/** The same for posts aliased `p`: `.where(postGroupReadableBy(readerId))`. */
export const postGroupReadableBy = (readerId: number | null) => (b: PostsEb): Expression<SqlBool> => groupReadableBy(b.ref('p.groupId'), readerId);

/** For posting in a group: the member's role, or 404 for an unknown group and 403 for a non-member. */
export async function requireGroupMember(db: Db, groupId: number, userId: number): Promise<GroupRole> {
  await requireGroup(db, groupId);
  const role = await roleIn(db, groupId, userId);
  if (role === null) throw new ApiError(403, 'groupId: only members post in a group');
  return role;
}

/** The group's pinned posts, newest pin first (the feed shows them at the top of the group's posts). */
export async function groupPinnedPostIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db.selectFrom('groupPins').select('postId').where('groupId', '=', groupId).orderBy('pinnedAt', 'desc').orderBy('postId', 'desc').execute();
  return rows.map((r) => r.postId);
}
