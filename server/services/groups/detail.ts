import { sql } from 'kysely';
import type { GroupDetail } from '@/lib/contract/groups';
import { administersGroup, GROUP_LIMITS, moderatesGroup } from '@/lib/domain/groups';
import type { Locale } from '@/lib/domain/locale';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { localizedColumn } from '../localized';
import { mayRead } from './access';
import { unblockedWith } from '../friends/block-lookup';
import { groupsQuery, toGroupCards } from './cards';

/** Stored rules are a JSON array of strings; anything else reads as none. */
export function parseRules(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

/** Owners first, then admins, then by who joined first: whom the detail names. */
const rankOrder = sql<number>`case ${sql.ref('m.role')} when 'owner' then 0 when 'admin' then 1 else 2 end`;

/** A group's page as the reader may see it; 404 for an unknown group. */
export async function groupDetail(db: Db, groupId: number, readerId: number | null, locale: Locale): Promise<GroupDetail> {
  const row = await groupsQuery(db, locale).select(localizedColumn('g.rules', locale).as('rules')).where('g.id', '=', groupId).executeTakeFirst();
  if (!row) throw new ApiError(404, `id: no group ${groupId}`);
  const [card] = await toGroupCards(db, [row], readerId);
  if (!card) throw new Error(`group ${groupId} lost its card`);
  const canRead = mayRead(row.privacy, card.role);
  const canModerate = moderatesGroup(card.role);
  const [creator, admins, pins, pending] = await Promise.all([
    row.creatorId === null
      ? undefined
      : db.selectFrom('users as u').select(['u.id as userId', 'u.displayName', 'u.profilePicture']).where('u.id', '=', row.creatorId).where((eb) => unblockedWith(eb.ref('u.id'), readerId)).executeTakeFirst(),
    canRead
      ? db
          .selectFrom('groupMembers as m')
          .innerJoin('users as u', 'u.id', 'm.userId')
          .select(['u.id as userId', 'u.displayName', 'u.profilePicture', 'm.role', 'm.joinedAt'])
          .where('m.groupId', '=', groupId)
          .where('m.role', 'in', ['owner', 'admin'])
          .where((eb) => unblockedWith(eb.ref('u.id'), readerId))
          .orderBy(rankOrder)
          .orderBy('m.joinedAt')
          .limit(GROUP_LIMITS.adminsShown)
          .execute()
      : [],
    canRead
      ? db.selectFrom('groupPins as gp').innerJoin('posts as p', 'p.id', 'gp.postId').select('gp.postId').where('gp.groupId', '=', groupId).where('p.state', '=', 'visible').orderBy('gp.pinnedAt', 'desc').orderBy('gp.postId', 'desc').execute()
      : [],
    canModerate
      ? db.selectFrom('groupJoinRequests').select((eb) => eb.fn.countAll<number>().as('n')).where('groupId', '=', groupId).where('state', '=', 'pending').executeTakeFirstOrThrow()
      : null,
  ]);
  return {
    ...card,
    rules: parseRules(row.rules),
    createdAt: Number(row.createdAt),
    creator: creator ?? null,
    canRead,
    canModerate,
    canAdminister: administersGroup(card.role),
    pendingRequests: pending === null ? null : Number(pending.n),
    admins: admins.map((a) => ({ ...a, joinedAt: Number(a.joinedAt) })),
    pinnedPostIds: pins.map((p) => p.postId),
  };
}
