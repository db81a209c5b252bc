import type { z } from 'zod';
import type { ReviewItem, reviewList } from '@/lib/contract/review';
import type { Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { itemLinks, linkKey } from './links';

type Query = z.output<typeof reviewList.query>;

const member = (userId: number | null, displayName: string | null, profilePicture: string | null) =>
  userId === null || displayName === null ? null : { userId, displayName, profilePicture };

/** One page of the review queue in one state (and kind), newest first, with whose each item is and where it is. */
export async function listReviewQueue(db: Db, q: Query, locale: Locale, now: number): Promise<{ list: ReviewItem[]; total: number }> {
  let base = db.selectFrom('reviewItems as r').where('r.state', '=', q.state);
  if (q.kind) base = base.where('r.kind', '=', q.kind);
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('users as s', 's.id', 'r.subjectId')
    .leftJoin('users as b', 'b.id', 'r.resolvedBy')
    .select([
      'r.id', 'r.kind', 'r.itemId', 'r.source', 'r.state', 'r.reasons', 'r.excerpt', 'r.reportCount', 'r.createdAt', 'r.resolvedAt',
      's.id as subjectId', 's.displayName as subjectName', 's.profilePicture as subjectPicture',
      'b.id as byId', 'b.displayName as byName', 'b.profilePicture as byPicture',
    ])
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  const links = await itemLinks(db, rows, locale, now);
  const list = rows.map((r): ReviewItem => {
    const link = links.get(linkKey(r.kind, r.itemId));
    return {
      id: r.id,
      kind: r.kind,
      itemId: r.itemId,
      source: r.source,
      state: r.state,
      reasons: r.reasons.split(',').filter(Boolean),
      excerpt: r.excerpt,
      reportCount: Number(r.reportCount),
      subject: member(r.subjectId, r.subjectName, r.subjectPicture),
      href: link?.href ?? null,
      groupId: link?.groupId ?? null,
      createdAt: Number(r.createdAt),
      resolvedAt: r.resolvedAt === null ? null : Number(r.resolvedAt),
      resolvedBy: member(r.byId, r.byName, r.byPicture),
    };
  });
  return { list, total: Number(n) };
}
