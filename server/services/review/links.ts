import type { CommentKind } from '@/lib/domain/comments';
import { postPath, profilePath } from '@/lib/domain/feed';
import type { Locale } from '@/lib/domain/locale';
import type { ReviewKind } from '@/lib/domain/review';
import type { Db } from '@/server/db/client';
import { contentItemCards } from '../content-items';

export interface ItemLink {
  href: string | null;
  groupId: number | null;
}

type Ref = { kind: ReviewKind; itemId: number };
const key = (kind: ReviewKind, itemId: number) => `${kind}:${itemId}`;

/** The page of the article, clip or post each comment is under, in one query per comment kind. */
async function commentLinks(db: Db, ids: readonly number[], locale: Locale, now: number): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (ids.length === 0) return out;
  const comments = await db.selectFrom('comments').select(['id', 'kind', 'itemId']).where('id', 'in', [...ids]).execute();
  const byKind = new Map<CommentKind, number[]>();
  for (const c of comments) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c.itemId]);
  const hrefs = new Map<string, string>();
  for (const [kind, itemIds] of byKind) {
    for (const card of await contentItemCards(db, kind, [...new Set(itemIds)], locale, now)) hrefs.set(`${kind}:${card.id}`, card.href);
  }
  for (const c of comments) {
    const href = hrefs.get(`${c.kind}:${c.itemId}`);
    if (href) out.set(c.id, href);
  }
  return out;
}

/** The room of each chat message. */
async function chatRooms(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('chatMessages').select(['id', 'groupId']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, r.groupId]));
}

/**
 * Where a reviewer sees each item in its place: a post's page, the page a comment is under, a member's
 * profile, a chat message's room (the page builds the room's address from its id).
 */
export async function itemLinks(db: Db, refs: readonly Ref[], locale: Locale, now: number): Promise<Map<string, ItemLink>> {
  const idsOf = (kind: ReviewKind) => refs.filter((r) => r.kind === kind).map((r) => r.itemId);
  const [comments, rooms] = await Promise.all([commentLinks(db, idsOf('comment'), locale, now), chatRooms(db, idsOf('chat'))]);
  const out = new Map<string, ItemLink>();
  for (const { kind, itemId } of refs) {
    const link: ItemLink =
      kind === 'post' ? { href: postPath(itemId), groupId: null }
      : kind === 'member' ? { href: profilePath(itemId), groupId: null }
      : kind === 'comment' ? { href: comments.get(itemId) ?? null, groupId: null }
      : { href: null, groupId: rooms.get(itemId) ?? null };
    out.set(key(kind, itemId), link);
  }
  return out;
}

export const linkKey = key;
