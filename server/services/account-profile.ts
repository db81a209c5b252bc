import type { z } from 'zod';
import type { NotificationPrefs, updateInfo } from '@/lib/contract/accounts';
import { NOTIFICATION_KINDS } from '@/lib/domain/accounts';
import type { Db } from '@/server/db/client';
import { storeAvatar } from './avatars';
import type { UserRow } from './users';

/** Names and the picture; the picture is checked and stored before anything is written to the row. */
export async function updateProfile(db: Db, user: UserRow, body: z.output<typeof updateInfo.body>, uploadsDir: string): Promise<void> {
  const set: { nickname?: string | null; displayName?: string; profilePicture?: string | null } = {};
  if (body.profilePicture !== undefined) set.profilePicture = body.profilePicture === null ? null : await storeAvatar(body.profilePicture, uploadsDir);
  if (body.nickname !== undefined) set.nickname = body.nickname === null || body.nickname === '' ? null : body.nickname;
  if (body.displayName !== undefined) set.displayName = body.displayName;
  if (Object.keys(set).length > 0) await db.updateTable('users').set(set).where('id', '=', user.id).execute();
}

export async function notificationPrefsOf(db: Db, userId: number): Promise<NotificationPrefs> {
  const rows = await db.selectFrom('notificationPrefs').select(['kind', 'enabled']).where('userId', '=', userId).execute();
  const prefs = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])) as NotificationPrefs;
  for (const r of rows) if ((NOTIFICATION_KINDS as readonly string[]).includes(r.kind)) prefs[r.kind as keyof NotificationPrefs] = Number(r.enabled) === 1;
  return prefs;
}

export async function setNotificationPrefs(db: Db, userId: number, changes: Partial<NotificationPrefs>, now: number): Promise<NotificationPrefs> {
  for (const [kind, enabled] of Object.entries(changes)) {
    if (enabled === undefined) continue;
    await db
      .insertInto('notificationPrefs')
      .values({ userId, kind, enabled: enabled ? 1 : 0, updatedAt: now })
      .onConflict((oc) => oc.columns(['userId', 'kind']).doUpdateSet({ enabled: enabled ? 1 : 0, updatedAt: now }))
      .execute();
  }
  return notificationPrefsOf(db, userId);
}
