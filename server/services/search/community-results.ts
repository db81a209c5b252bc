import type { GroupResult, MemberResult, PlaceResult, PostResult } from '@/lib/contract/search';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/domain/locale';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import type { Db } from '@/server/db/client';
import { postVisibleTo } from '../feed/visibility';
import { unblockedWith } from '../friends/block-lookup';
import { localizedColumn } from '../localized';

const EXCERPT_CHARS = 160;

function inOrder<T>(ids: readonly number[], items: readonly T[], idOf: (item: T) => number): T[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Public posts the reader may see by the feed's own rule (blocks, groups), newest first. The index holds
 * only public posts outside private groups; this checks again, as a post or its group may have changed
 * since it was indexed.
 */
export async function postResults(db: Db, ids: readonly number[], viewer: number): Promise<PostResult[]> {
  const rows = await db
    .selectFrom('posts as p')
    .innerJoin('users as u', 'u.id', 'p.authorId')
    .select(['p.id', 'p.body', 'p.lang', 'p.createdAt', 'u.id as userId', 'u.displayName', 'u.profilePicture'])
    .select((eb) => eb.selectFrom('postImages as i').select('i.path').whereRef('i.postId', '=', 'p.id').orderBy('i.position').limit(1).as('image'))
    .where('p.id', 'in', [...ids])
    .where('p.audience', '=', 'public')
    .where(postVisibleTo(viewer === 0 ? null : viewer))
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    author: { userId: r.userId, displayName: r.displayName, profilePicture: r.profilePicture },
    excerpt: [...r.body].slice(0, EXCERPT_CHARS).join(''),
    lang: isLocale(r.lang) ? r.lang : DEFAULT_LOCALE,
    image: r.image ?? null,
    createdAt: Number(r.createdAt),
  }));
}

/** Members by the index's order, leaving out hidden accounts and blocks either way. */
export async function memberResults(db: Db, ids: readonly number[], viewer: number): Promise<MemberResult[]> {
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.displayName', 'u.username', 'u.profilePicture'])
    .where('u.id', 'in', [...ids])
    .where('u.siteRoleId', 'not in', [SITE_ROLE.guest, SITE_ROLE.silent])
    .where((eb) => unblockedWith(eb.ref('u.id'), viewer === 0 ? null : viewer))
    .execute();
  return inOrder(ids, rows.map((r) => ({ userId: r.id, displayName: r.displayName, username: r.username, profilePicture: r.profilePicture })), (m) => m.userId);
}

/** Groups, the most joined first: of two groups with the same words, the bigger is the one usually meant. */
export async function groupResults(db: Db, ids: readonly number[], locale: Locale): Promise<GroupResult[]> {
  const rows = await db
    .selectFrom('communityGroups as g')
    .select(['g.id', 'g.privacy', 'g.memberCount'])
    .select(localizedColumn('g.name', locale).as('name'))
    .where('g.id', 'in', [...ids])
    .orderBy('g.memberCount', 'desc')
    .orderBy('g.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, privacy: r.privacy, memberCount: Number(r.memberCount) }));
}

/** Places in the index's order, named in the reader's language. */
export async function placeResults(db: Db, ids: readonly number[], locale: Locale): Promise<PlaceResult[]> {
  const rows = await db.selectFrom('places as p').select(['p.id', 'p.kind', 'p.city']).select(localizedColumn('p.name', locale).as('name')).where('p.id', 'in', [...ids]).execute();
  return inOrder(ids, rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind, city: r.city })), (p) => p.id);
}
