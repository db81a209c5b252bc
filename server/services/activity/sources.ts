import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { GroupPrivacy } from '@/lib/domain/groups';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { eventVisibleTo } from '../events/rows';
import { visiblePosts } from '../feed/visibility';
import { groupReadableBy } from '../groups/visibility';
import { localizedColumn } from '../localized';
import { kindRank, type ActivityPoint } from './cursor';

/** One read of the activity: whose, the reader, the friends to look at, where the last page ended, how many rows. */
export interface SourceQuery {
  readerId: number;
  friends: readonly number[];
  after: ActivityPoint | null;
  limit: number;
  locale: Locale;
}

interface Base {
  point: ActivityPoint;
  actorId: number;
}
export type PostedRow = Base & { kind: 'posted'; postId: number; body: string; lang: Locale; pictures: number; isShare: boolean; group: { id: number; name: string; privacy: GroupPrivacy } | null };
export type CommentedRow = Base & { kind: 'commented'; commentId: number; body: string; lang: Locale | null; postId: number; postBody: string; postAuthorId: number };
export type JoinedRow = Base & { kind: 'joinedGroup'; groupId: number; name: string; privacy: GroupPrivacy; memberCount: number };
export type GoingRow = Base & { kind: 'goingToEvent'; eventId: number; title: string; startTime: number; home: string; away: string };
export type SourceRow = PostedRow | CommentedRow | JoinedRow | GoingRow;

/**
 * Rows of one kind that come after the cursor in the list's order (newest, then kind, then ids). The
 * cursor's kind decides whether rows at the cursor's very moment are still to come.
 */
function afterPoint(at: string, a: string, b: string | null, kind: number, c: ActivityPoint | null): RawBuilder<SqlBool> {
  if (!c) return sql<SqlBool>`1 = 1`;
  if (kind < c.kind) return sql<SqlBool>`${sql.ref(at)} <= ${c.at}`;
  if (kind > c.kind) return sql<SqlBool>`${sql.ref(at)} < ${c.at}`;
  const sameA = b === null ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.ref(a)} = ${c.a} and ${sql.ref(b)} < ${c.b})`;
  return sql<SqlBool>`(${sql.ref(at)} < ${c.at} or (${sql.ref(at)} = ${c.at} and (${sql.ref(a)} < ${c.a} or ${sameA})))`;
}

/** Friends' posts the reader may see (the feed's one rule: audience, state, private groups, blocks). */
export async function postedRows(db: Db, q: SourceQuery): Promise<PostedRow[]> {
  const kind = kindRank('posted');
  const rows = await visiblePosts(db, q.readerId)
    .leftJoin('communityGroups as g', 'g.id', 'p.groupId')
    .select(['p.id', 'p.authorId', 'p.body', 'p.lang', 'p.createdAt', 'p.sharedPostId', 'p.groupId', 'g.privacy', localizedColumn('g.name', q.locale).as('groupName')])
    .select((eb) => eb.selectFrom('postImages as pi').select((e) => e.fn.countAll<number>().as('n')).whereRef('pi.postId', '=', 'p.id').as('pictures'))
    .where('p.authorId', 'in', q.friends)
    .where('p.state', '=', 'visible')
    .where(afterPoint('p.createdAt', 'p.id', null, kind, q.after))
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.id', 'desc')
    .limit(q.limit)
    .execute();
  return rows.map((r) => ({
    kind: 'posted',
    point: { at: Number(r.createdAt), kind, a: r.id, b: 0 },
    actorId: r.authorId,
    postId: r.id,
    body: r.body,
    lang: isLocale(r.lang) ? r.lang : DEFAULT_LOCALE,
    pictures: Number(r.pictures ?? 0),
    isShare: r.sharedPostId !== null,
    group: r.groupId !== null && r.privacy !== null ? { id: r.groupId, name: r.groupName, privacy: r.privacy } : null,
  }));
}

/** Friends' shown comments under posts the reader may see. */
export async function commentedRows(db: Db, q: SourceQuery): Promise<CommentedRow[]> {
  const kind = kindRank('commented');
  const rows = await db
    .selectFrom('comments as c')
    .innerJoin('posts as op', 'op.id', 'c.itemId')
    .select(['c.id', 'c.authorId', 'c.body', 'c.lang', 'c.createdAt', 'op.id as postId', 'op.body as postBody', 'op.authorId as postAuthorId'])
    .where('c.kind', '=', 'post')
    .where('c.state', '=', 'visible')
    .where('c.authorId', 'in', q.friends)
    .where((eb) => eb.exists(visiblePosts(db, q.readerId).select('p.id').where('p.id', '=', eb.ref('c.itemId'))))
    .where(afterPoint('c.createdAt', 'c.id', null, kind, q.after))
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(q.limit)
    .execute();
  return rows.map((r) => ({
    kind: 'commented',
    point: { at: Number(r.createdAt), kind, a: r.id, b: 0 },
    actorId: r.authorId,
    commentId: r.id,
    body: r.body,
    lang: isLocale(r.lang) ? r.lang : null,
    postId: r.postId,
    postBody: r.postBody,
    postAuthorId: r.postAuthorId,
  }));
}

/** Friends joining groups: a public group's for anyone, a private group's only for its members. */
export async function joinedRows(db: Db, q: SourceQuery): Promise<JoinedRow[]> {
  const kind = kindRank('joinedGroup');
  const rows = await db
    .selectFrom('groupMembers as gm')
    .innerJoin('communityGroups as g', 'g.id', 'gm.groupId')
    .select(['gm.groupId', 'gm.userId', 'gm.joinedAt', 'g.privacy', 'g.memberCount', localizedColumn('g.name', q.locale).as('name')])
    .where('gm.userId', 'in', q.friends)
    .where((eb) => groupReadableBy(eb.ref('gm.groupId'), q.readerId))
    .where(afterPoint('gm.joinedAt', 'gm.groupId', 'gm.userId', kind, q.after))
    .orderBy('gm.joinedAt', 'desc')
    .orderBy('gm.groupId', 'desc')
    .orderBy('gm.userId', 'desc')
    .limit(q.limit)
    .execute();
  return rows.map((r) => ({
    kind: 'joinedGroup',
    point: { at: Number(r.joinedAt), kind, a: r.groupId, b: r.userId },
    actorId: r.userId,
    groupId: r.groupId,
    name: r.name,
    privacy: r.privacy,
    memberCount: Number(r.memberCount),
  }));
}

/** Friends going to watch parties the reader may see (a private group's to members, none across a block with the host). */
export async function goingRows(db: Db, q: SourceQuery): Promise<GoingRow[]> {
  const kind = kindRank('goingToEvent');
  const rows = await db
    .selectFrom('eventRsvps as r')
    .innerJoin('communityEvents as e', 'e.id', 'r.eventId')
    .innerJoin('fixtures as f', 'f.id', 'e.fixtureId')
    .innerJoin('teams as ht', 'ht.id', 'f.homeTeamId')
    .innerJoin('teams as at', 'at.id', 'f.awayTeamId')
    .select(['r.eventId', 'r.userId', 'r.updatedAt', localizedColumn('e.title', q.locale).as('title'), 'f.startTime', 'ht.name as home', 'at.name as away'])
    .where('r.userId', 'in', q.friends)
    .where('r.status', '=', 'going')
    .where('e.state', '=', 'scheduled')
    .where(eventVisibleTo(q.readerId))
    .where(afterPoint('r.updatedAt', 'r.eventId', 'r.userId', kind, q.after))
    .orderBy('r.updatedAt', 'desc')
    .orderBy('r.eventId', 'desc')
    .orderBy('r.userId', 'desc')
    .limit(q.limit)
    .execute();
  return rows.map((r) => ({
    kind: 'goingToEvent',
    point: { at: Number(r.updatedAt), kind, a: r.eventId, b: r.userId },
    actorId: r.userId,
    eventId: r.eventId,
    title: r.title,
    startTime: Number(r.startTime),
    home: r.home,
    away: r.away,
  }));
}

export const ACTIVITY_SOURCES = [postedRows, commentedRows, joinedRows, goingRows] as const;
