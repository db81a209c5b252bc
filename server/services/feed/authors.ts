import type { PostAuthor } from '@/lib/contract/feed';
import { levelFor } from '@/lib/domain/levels';
import type { Db } from '@/server/db/client';

/**
 * The authors of a page of posts with their level badge, in two queries however many there are. The
 * level is the one the chat badge shows (lib/domain/levels over the points ledger), read without settling.
 */
export async function postAuthors(db: Db, ids: readonly number[]): Promise<Map<number, PostAuthor>> {
  const out = new Map<number, PostAuthor>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const [users, points] = await Promise.all([
    db.selectFrom('users').select(['id', 'displayName', 'username', 'profilePicture', 'siteRoleId']).where('id', 'in', unique).execute(),
    db
      .selectFrom('pointLedger')
      .select((eb) => ['userId', eb.fn.sum<number | string>('points').as('total')])
      .where('userId', 'in', unique)
      .groupBy('userId')
      .execute(),
  ]);
  const pointsOf = new Map(points.map((p) => [p.userId, Number(p.total)]));
  for (const u of users) {
    out.set(u.id, { userId: u.id, displayName: u.displayName, username: u.username, profilePicture: u.profilePicture, siteRoleId: u.siteRoleId, level: levelFor(pointsOf.get(u.id) ?? 0).level });
  }
  return out;
}
