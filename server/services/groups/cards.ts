import type { GroupCard } from '@/lib/contract/groups';
import { groupPath, type GroupMembership, type GroupPrivacy, type GroupRole } from '@/lib/domain/groups';
import { isLocale, type Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { localizedColumn } from '../localized';

/** Groups `g` with the reader's language's text; callers add filters and order. */
export function groupsQuery(db: Db, locale: Locale) {
  return db
    .selectFrom('communityGroups as g')
    .select([
      'g.id',
      localizedColumn('g.name', locale).as('name'),
      localizedColumn('g.description', locale).as('description'),
      'g.lang',
      'g.privacy',
      'g.cover',
      'g.memberCount',
      'g.teamId',
      'g.creatorId',
      'g.createdAt',
    ]);
}

export interface GroupRow {
  id: number;
  name: string;
  description: string;
  lang: string | null;
  privacy: GroupPrivacy;
  cover: string | null;
  memberCount: number;
  teamId: number | null;
}

export interface ReaderTie {
  membership: GroupMembership;
  role: GroupRole | null;
}

/** The reader's tie to each group, in two queries whatever the number of groups. */
export async function tiesOf(db: Db, groupIds: readonly number[], readerId: number | null): Promise<Map<number, ReaderTie>> {
  const ties = new Map<number, ReaderTie>();
  if (readerId === null || groupIds.length === 0) return ties;
  const ids = [...new Set(groupIds)];
  const [roles, pending] = await Promise.all([
    db.selectFrom('groupMembers').select(['groupId', 'role']).where('userId', '=', readerId).where('groupId', 'in', ids).execute(),
    db.selectFrom('groupJoinRequests').select('groupId').where('userId', '=', readerId).where('state', '=', 'pending').where('groupId', 'in', ids).execute(),
  ]);
  for (const p of pending) ties.set(p.groupId, { membership: 'pending', role: null });
  for (const r of roles) ties.set(r.groupId, { membership: 'member', role: r.role });
  return ties;
}

/** Cards for group rows: the reader's tie and the followed club, batched. */
export async function toGroupCards(db: Db, rows: readonly GroupRow[], readerId: number | null): Promise<GroupCard[]> {
  const teamIds = [...new Set(rows.flatMap((r) => (r.teamId === null ? [] : [r.teamId])))];
  const [ties, teams] = await Promise.all([
    tiesOf(db, rows.map((r) => r.id), readerId),
    teamIds.length === 0 ? [] : db.selectFrom('teams').select(['id', 'name', 'slug', 'logo']).where('id', 'in', teamIds).execute(),
  ]);
  const teamById = new Map(teams.map((t) => [t.id, t]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    lang: isLocale(r.lang) ? r.lang : null,
    privacy: r.privacy,
    cover: r.cover,
    memberCount: Number(r.memberCount),
    href: groupPath(r.id),
    team: (r.teamId === null ? null : teamById.get(r.teamId)) ?? null,
    ...(ties.get(r.id) ?? { membership: 'none' as const, role: null }),
  }));
}
