import { sql } from 'kysely';
import type { FriendLists, MemberCard } from '@/lib/contract/friends';
import { MEMBER_SEARCH } from '@/lib/domain/community';
import type { FriendStatus } from '@/lib/domain/friends';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { pairOf } from './requests';

const card = (u: { id: number; displayName: string; profilePicture: string | null }): MemberCard => ({
  userId: u.id,
  displayName: u.displayName,
  profilePicture: u.profilePicture,
});

/** Every friendship row of the member, with the other member. */
async function rowsOf(db: Db, me: number) {
  return db
    .selectFrom('friendships as f')
    .innerJoin('users as u', (j) => j.on((eb) => eb.or([eb.and([eb('f.userLow', '=', me), eb('u.id', '=', eb.ref('f.userHigh'))]), eb.and([eb('f.userHigh', '=', me), eb('u.id', '=', eb.ref('f.userLow'))])])))
    .select(['u.id', 'u.displayName', 'u.profilePicture', 'f.status', 'f.requestedBy', 'f.createdAt', 'f.updatedAt'])
    .orderBy('f.updatedAt', 'desc')
    .orderBy('u.id')
    .execute();
}

export async function friendLists(db: Db, me: number): Promise<FriendLists> {
  const out: FriendLists = { friends: [], incoming: [], outgoing: [] };
  for (const r of await rowsOf(db, me)) {
    if (r.status === 'accepted') out.friends.push({ ...card(r), since: Number(r.updatedAt) });
    else if (r.requestedBy === me) out.outgoing.push({ ...card(r), requestedAt: Number(r.createdAt) });
    else out.incoming.push({ ...card(r), requestedAt: Number(r.createdAt) });
  }
  return out;
}

/** Ends a friendship or withdraws one's own request. Declining someone else's request is `respond`. */
export async function removeFriend(db: Db, me: number, other: number): Promise<null> {
  const [low, high] = pairOf(me, other);
  const result = await db
    .deleteFrom('friendships')
    .where('userLow', '=', low)
    .where('userHigh', '=', high)
    .where((eb) => eb.or([eb('status', '=', 'accepted'), eb('requestedBy', '=', me)]))
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new ApiError(404, `userId: no friendship or request of yours with ${other}`);
  return null;
}

/** Members found by id or display name (hidden accounts are never listed), with the caller's status to each (`blocked`: by the caller). */
export async function searchMembers(db: Db, me: number, q: string): Promise<(MemberCard & { status: FriendStatus })[]> {
  let query = db
    .selectFrom('users')
    .select(['id', 'displayName', 'profilePicture'])
    .where('id', '!=', me)
    .where('siteRoleId', '!=', SITE_ROLE.silent)
    .orderBy('displayName')
    .orderBy('id')
    .limit(MEMBER_SEARCH.limit);
  if (/^\d{1,10}$/.test(q)) {
    query = query.where('id', '=', Number(q));
  } else {
    if (q.length < MEMBER_SEARCH.minLength) throw new ApiError(422, `q: at least ${MEMBER_SEARCH.minLength} characters to search by name`);
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(${sql.ref('displayName')}) like ${pattern} escape '\\'`);
  }
  const users = await query.execute();
  if (users.length === 0) return [];
  const status = new Map<number, FriendStatus>();
  for (const r of await rowsOf(db, me)) {
    status.set(r.id, r.status === 'accepted' ? 'friends' : r.requestedBy === me ? 'pending-out' : 'pending-in');
  }
  const blocked = await db.selectFrom('memberBlocks').select('blockedId').where('blockerId', '=', me).where('blockedId', 'in', users.map((u) => u.id)).execute();
  for (const b of blocked) status.set(b.blockedId, 'blocked');
  return users.map((u) => ({ ...card(u), status: status.get(u.id) ?? 'none' }));
}
