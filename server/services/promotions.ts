import type { Selectable } from 'kysely';
import type { Promotion } from '@/lib/contract/community';
import { promotionStatus, type PromotionStatus } from '@/lib/domain/community';
import type { Locale } from '@/lib/domain/locale';
import { POINT_KIND } from '@/lib/domain/points';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import type { PromotionTable } from '@/server/db/schema-community';
import { awardPoints } from './points';
import { inLocale } from './localized';

type Row = Selectable<PromotionTable>;

interface Viewer {
  locale: Locale;
  /** 0 for a guest. */
  userId: number;
  now: number;
}

const ORDER: Record<PromotionStatus, number> = { running: 0, upcoming: 1, ended: 2 };

function toPromotion(r: Row, viewer: Viewer, claimed: boolean): Promotion {
  const startsAt = Number(r.startsAt);
  const endsAt = Number(r.endsAt);
  const { locale } = viewer;
  return {
    id: r.id,
    slug: r.slug,
    title: inLocale(r, 'title', locale),
    summary: inLocale(r, 'summary', locale),
    rules: inLocale(r, 'rules', locale).split('\n').filter((line) => line.trim() !== ''),
    points: r.points,
    banner: r.banner,
    startsAt,
    endsAt,
    status: promotionStatus({ startsAt, endsAt }, viewer.now),
    claimed,
  };
}

async function claimedIds(db: Db, userId: number): Promise<Set<number>> {
  if (userId === 0) return new Set();
  const rows = await db.selectFrom('promotionClaims').select('promotionId').where('userId', '=', userId).execute();
  return new Set(rows.map((r) => r.promotionId));
}

export async function promotionList(db: Db, viewer: Viewer): Promise<Promotion[]> {
  const [rows, claimed] = await Promise.all([db.selectFrom('promotions').selectAll().orderBy('sort').orderBy('id').execute(), claimedIds(db, viewer.userId)]);
  const list = rows.map((r) => toPromotion(r, viewer, claimed.has(r.id)));
  // Stable sort: within a status the editors' order stands.
  return list.sort((a, b) => ORDER[a.status] - ORDER[b.status]);
}

export async function promotionBySlug(db: Db, slug: string, viewer: Viewer): Promise<Promotion> {
  const row = await db.selectFrom('promotions').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new ApiError(404, `slug: no promotion ${slug}`);
  return toPromotion(row, viewer, (await claimedIds(db, viewer.userId)).has(row.id));
}

/**
 * Claims a running promotion. The claim row and the points are written in one transaction, and
 * the (promotion, member) key means two claims that race leave one row and one award.
 */
export async function claimPromotion(db: Db, id: number, viewer: Viewer): Promise<{ promotion: Promotion; points: number }> {
  const row = await db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, `id: no promotion ${id}`);
  const status = promotionStatus({ startsAt: Number(row.startsAt), endsAt: Number(row.endsAt) }, viewer.now);
  if (status !== 'running') throw new ApiError(409, status === 'upcoming' ? 'This promotion has not started yet' : 'This promotion has ended');
  const paid = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('promotionClaims')
      .values({ promotionId: id, userId: viewer.userId, createdAt: viewer.now })
      .onConflict((oc) => oc.columns(['promotionId', 'userId']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    await awardPoints(trx, { userId: viewer.userId, kind: POINT_KIND.promotion, ref: String(id), points: row.points }, viewer.now);
    return true;
  });
  if (!paid) throw new ApiError(409, 'You have already claimed this promotion');
  return { promotion: toPromotion(row, viewer, true), points: row.points };
}
