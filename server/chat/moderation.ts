import { moderatesRoom } from '@/lib/domain/chat-moderation';
import type { Db } from '@/server/db/client';
import type { ChatSanctionKind } from '@/server/db/schema';
import { groupHostId, type ChatGroup } from './store';

/**
 * Text of the system message (SYSTEM_MESSAGE.moderation) written when a member is banned or muted;
 * like USER_JOIN_ROOM it is a code the client words in the viewer's language, with the member in
 * `userId` / `showName`.
 */
export const MODERATION_TEXT: Record<ChatSanctionKind, string> = { ban: 'USER_BANNED', mute: 'USER_MUTED' };

export interface ActiveSanctions {
  /** Epoch ms the sanction ends, or null when it lasts until lifted; absent when there is none. */
  ban?: number | null;
  mute?: number | null;
}

/** The user's bans and mutes in the group that are still running at `now`. */
export async function activeSanctions(db: Db, groupId: number, userId: number, now: number): Promise<ActiveSanctions> {
  const rows = await db
    .selectFrom('chatSanctions')
    .select(['kind', 'until'])
    .where('groupId', '=', groupId)
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
    .execute();
  const out: ActiveSanctions = {};
  for (const r of rows) out[r.kind] = r.until;
  return out;
}

/** Places (or replaces) a ban or a mute. */
export async function placeSanction(
  db: Db,
  s: { groupId: number; userId: number; kind: ChatSanctionKind; until: number | null; byUserId: number; now: number },
): Promise<void> {
  await db
    .insertInto('chatSanctions')
    .values({ groupId: s.groupId, userId: s.userId, kind: s.kind, until: s.until, byUserId: s.byUserId, createdAt: s.now })
    .onConflict((oc) => oc.columns(['groupId', 'userId', 'kind']).doUpdateSet({ until: s.until, byUserId: s.byUserId, createdAt: s.now }))
    .execute();
}

/** Lifts every sanction of the user in the group; returns how many there were. */
export async function liftSanctions(db: Db, groupId: number, userId: number): Promise<number> {
  const res = await db.deleteFrom('chatSanctions').where('groupId', '=', groupId).where('userId', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Nobody moderates a private conversation; staff roles moderate every public room, a host the room they host. */
export async function canModerate(db: Db, group: ChatGroup, user: { userId: number; siteRoleId: number }): Promise<boolean> {
  if (group.kind === 'private') return false;
  return moderatesRoom(user, { isPrivate: false, hostUserId: await groupHostId(db, group) });
}
