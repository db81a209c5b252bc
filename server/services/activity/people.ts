import type { z } from 'zod/mini';
import type { activityPeople } from '@/lib/contract/activity';
import { ACTIVITY_LIMITS } from '@/lib/domain/activity';
import type { FriendStatus } from '@/lib/domain/friends';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import type { Db } from '@/server/db/client';
import { friendIdsOf } from './friends';

type Person = z.output<typeof activityPeople.data>[number];

/** Friends of the reader's friends, with how many friends each shares with the reader. */
async function friendsOfFriends(db: Db, friends: readonly number[]): Promise<Map<number, number>> {
  const mutual = new Map<number, number>();
  if (friends.length === 0) return mutual;
  const rows = await db
    .selectFrom('friendships')
    .select(['userLow', 'userHigh'])
    .where('status', '=', 'accepted')
    .where((eb) => eb.or([eb('userLow', 'in', friends), eb('userHigh', 'in', friends)]))
    .execute();
  for (const r of rows) for (const other of [r.userLow, r.userHigh]) mutual.set(other, (mutual.get(other) ?? 0) + 1);
  return mutual;
}

/** Members who posted publicly of late, the busiest first. */
async function activeMembers(db: Db, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('posts')
    .select(['authorId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('state', '=', 'visible')
    .where('audience', '=', 'public')
    .where('groupId', 'is', null)
    .where('createdAt', '>=', now - ACTIVITY_LIMITS.activeWindowMs)
    .groupBy('authorId')
    .orderBy('n', 'desc')
    .orderBy('authorId')
    .limit(limit)
    .execute();
  return rows.map((r) => r.authorId);
}

/** Who is out of the question: the reader, their friends, anyone blocked either way, and hidden accounts. */
async function excludedFor(db: Db, readerId: number, friends: readonly number[]): Promise<Set<number>> {
  const [blocks, silent] = await Promise.all([
    db.selectFrom('memberBlocks').select(['blockerId', 'blockedId']).where((eb) => eb.or([eb('blockerId', '=', readerId), eb('blockedId', '=', readerId)])).execute(),
    db.selectFrom('users').select('id').where('siteRoleId', '=', SITE_ROLE.silent).execute(),
  ]);
  return new Set([readerId, ...friends, ...blocks.flatMap((b) => [b.blockerId, b.blockedId]), ...silent.map((u) => u.id)]);
}

/** Members to befriend: friends of friends by friends in common, then active members; each with the reader's standing to them. */
export async function peopleToMeet(db: Db, readerId: number, now: number): Promise<Person[]> {
  const limit = ACTIVITY_LIMITS.people;
  const friends = await friendIdsOf(db, readerId);
  const [mutual, excluded] = await Promise.all([friendsOfFriends(db, friends), excludedFor(db, readerId, friends)]);
  const ranked = [...mutual].filter(([id]) => !excluded.has(id)).sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
  const chosen = ranked.slice(0, limit);
  if (chosen.length < limit) {
    const active = await activeMembers(db, now, limit * 3);
    for (const id of active) if (chosen.length < limit && !excluded.has(id) && !chosen.includes(id)) chosen.push(id);
  }
  if (chosen.length === 0) return [];
  const [users, requests] = await Promise.all([
    db.selectFrom('users').select(['id', 'displayName', 'profilePicture']).where('id', 'in', chosen).execute(),
    db
      .selectFrom('friendships')
      .select(['userLow', 'userHigh', 'requestedBy'])
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb.and([eb('userLow', '=', readerId), eb('userHigh', 'in', chosen)]), eb.and([eb('userHigh', '=', readerId), eb('userLow', 'in', chosen)])]))
      .execute(),
  ]);
  const status = new Map<number, FriendStatus>(requests.map((r) => [r.userLow === readerId ? r.userHigh : r.userLow, r.requestedBy === readerId ? 'pending-out' : 'pending-in']));
  const byId = new Map(users.map((u) => [u.id, u]));
  return chosen.flatMap((id) => {
    const u = byId.get(id);
    return u ? [{ userId: u.id, displayName: u.displayName, profilePicture: u.profilePicture, mutualFriends: mutual.get(id) ?? 0, status: status.get(id) ?? 'none' }] : [];
  });
}
