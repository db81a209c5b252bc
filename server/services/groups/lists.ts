import { sql } from 'kysely';
import type { z } from 'zod/mini';
import type { GroupCard, groupList } from '@/lib/contract/groups';
import { GROUP_LIMITS } from '@/lib/domain/groups';
import type { Locale } from '@/lib/domain/locale';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { LOCALE_COLUMN_SUFFIX } from '@/lib/domain/translated-text';
import { groupsQuery, toGroupCards } from './cards';
import { containsPattern, pageOf, pairCursor, readPairCursor } from './paging';

type ListQuery = z.output<typeof groupList.query>;

/** `popular`: most members first; `mine`: the reader's groups, last joined first. Names are searched in the reader's language. */
export async function listGroups(db: Db, q: ListQuery, readerId: number | null, locale: Locale): Promise<{ list: GroupCard[]; nextCursor: string | null }> {
  const after = readPairCursor(q.cursor);
  let query = groupsQuery(db, locale);
  if (q.q !== undefined) {
    const column = sql.ref(`g.name${LOCALE_COLUMN_SUFFIX[locale]}`);
    query = query.where(sql<boolean>`lower(${column}) like ${containsPattern(q.q)} escape '\\'`);
  }
  if (q.tab === 'mine') {
    if (readerId === null) throw new ApiError(401, 'Login required');
    let mine = query.innerJoin('groupMembers as m', 'm.groupId', 'g.id').select('m.joinedAt').where('m.userId', '=', readerId);
    if (after) mine = mine.where((eb) => eb.or([eb('m.joinedAt', '<', after[0]), eb.and([eb('m.joinedAt', '=', after[0]), eb('g.id', '<', after[1])])]));
    const rows = await mine.orderBy('m.joinedAt', 'desc').orderBy('g.id', 'desc').limit(q.pageSize + 1).execute();
    return pageOf(rows, q.pageSize, (r) => pairCursor(Number(r.joinedAt), r.id), (shown) => toGroupCards(db, shown, readerId));
  }
  if (after) query = query.where((eb) => eb.or([eb('g.memberCount', '<', after[0]), eb.and([eb('g.memberCount', '=', after[0]), eb('g.id', '<', after[1])])]));
  const rows = await query.orderBy('g.memberCount', 'desc').orderBy('g.id', 'desc').limit(q.pageSize + 1).execute();
  return pageOf(rows, q.pageSize, (r) => pairCursor(Number(r.memberCount), r.id), (shown) => toGroupCards(db, shown, readerId));
}

/** Groups the reader is not in and has not asked to join: their favourite clubs' first, then the most members. */
export async function suggestedGroups(db: Db, readerId: number | null, locale: Locale): Promise<GroupCard[]> {
  let query = groupsQuery(db, locale);
  if (readerId !== null) {
    query = query
      .where((eb) => eb.not(eb.exists(eb.selectFrom('groupMembers as m').select('m.userId').whereRef('m.groupId', '=', 'g.id').where('m.userId', '=', readerId))))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('groupJoinRequests as r').select('r.userId').whereRef('r.groupId', '=', 'g.id').where('r.userId', '=', readerId).where('r.state', '=', 'pending'))))
      .orderBy((eb) => eb.case().when(eb.exists(eb.selectFrom('favouriteTeams as ft').select('ft.teamId').whereRef('ft.teamId', '=', 'g.teamId').where('ft.userId', '=', readerId))).then(0).else(1).end());
  }
  const rows = await query.orderBy('g.memberCount', 'desc').orderBy('g.id', 'desc').limit(GROUP_LIMITS.suggested).execute();
  return toGroupCards(db, rows, readerId);
}
