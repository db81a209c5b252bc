import type { Faker } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import type { Database, Row } from '../../schema';
import { CHAT_MEMBER_PREFIX } from '../chat-members';
import { insertRows } from '../insert';

const DAY = 86_400_000;
/** Fans each commentator is friends with: enough that a commentator's feed opens on friends' posts. */
const FRIENDS_EACH = 2;

/**
 * Commentators made friends with regular viewers of their rooms. Only commentators without any friend
 * yet get them, so a database whose commentators already have friends is left as it is.
 */
export async function befriendCommentators(db: Kysely<Database>, f: Faker, now: number): Promise<number> {
  const users = await db.selectFrom('users').select(['id', 'username', 'siteRoleId']).orderBy('id').execute();
  const fans = users.filter((u) => u.username.startsWith(CHAT_MEMBER_PREFIX) && u.siteRoleId === SITE_ROLE.member);
  const commentators = users.filter((u) => u.siteRoleId === SITE_ROLE.commentator && u.username.startsWith('blv.'));
  const existing = await db.selectFrom('friendships').select(['userLow', 'userHigh']).execute();
  const hasFriends = new Set(existing.flatMap((e) => [e.userLow, e.userHigh]));
  const rows: Row<'friendships'>[] = [];
  for (const c of commentators) {
    if (hasFriends.has(c.id) || fans.length === 0) continue;
    for (const fan of f.helpers.arrayElements(fans, Math.min(FRIENDS_EACH, fans.length))) {
      const at = now - f.number.int({ min: 3, max: 200 }) * DAY;
      rows.push({ userLow: Math.min(c.id, fan.id), userHigh: Math.max(c.id, fan.id), status: 'accepted', requestedBy: fan.id, createdAt: at, updatedAt: at + DAY });
    }
  }
  return insertRows(db, 'friendships', rows);
}
