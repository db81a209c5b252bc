import type { z } from 'zod/mini';
import type { GroupDetail, groupCreate, groupEdit } from '@/lib/contract/groups';
import { administersGroup, GROUP_LIMITS } from '@/lib/domain/groups';
import type { Locale } from '@/lib/domain/locale';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { sameInEvery } from '@/lib/domain/translated-text';
import { ApiError } from '@/server/api/errors';
import { judgeText } from '@/server/safety/spam-filter';
import type { Db } from '@/server/db/client';
import { COVER_UPLOAD, storeImage } from '../avatars';
import { translatedColumns } from '../localized';
import { suspendedUntil } from '../review/file';
import { recountMembers, requireRole } from './access';
import { groupDetail } from './detail';
import { memberText } from './paging';

type Fields = Omit<z.output<typeof groupCreate.body>, 'cover'>;

/** The group's text as the member wrote it, in every language column, checked in characters. */
async function columnsOf(db: Db, input: Fields, locale: Locale) {
  const name = memberText(input.name, 'name', { min: GROUP_LIMITS.nameMin, max: GROUP_LIMITS.nameMax });
  const description = memberText(input.description, 'description', { max: GROUP_LIMITS.descriptionMax });
  const rules = input.rules.map((r, i) => memberText(r, `rules.${i}`, { max: GROUP_LIMITS.ruleMax })).filter((r) => r.length > 0);
  // A group is a public page: one that advertises betting or touts is refused outright.
  if (judgeText([name, description, ...rules].join('\n')).held) throw new ApiError(422, 'name: a group may not advertise betting, phone numbers, messenger handles or short links');
  const teamId = input.teamId;
  if (teamId != null && !(await db.selectFrom('teams').select('id').where('id', '=', teamId).executeTakeFirst())) throw new ApiError(404, `teamId: no team ${teamId}`);
  return {
    ...translatedColumns('name', sameInEvery(name)),
    ...translatedColumns('description', sameInEvery(description)),
    ...translatedColumns('rules', sameInEvery(JSON.stringify(rules))),
    lang: locale,
    privacy: input.privacy,
    // Left out, the club stays as it was.
    ...(teamId === undefined ? {} : { teamId }),
  };
}

/** A few groups per member and day, counted from the groups they made (so every node agrees). */
async function checkAllowance(db: Db, userId: number, now: number): Promise<void> {
  const rate = GROUP_LIMITS.rate.create;
  // The role is read from the account, not the token, so a new role counts at once.
  const account = await db.selectFrom('users').select('siteRoleId').where('id', '=', userId).executeTakeFirst();
  const limit = account?.siteRoleId === SITE_ROLE.member ? rate.member : rate.staff;
  const recent = await db.selectFrom('communityGroups').select('createdAt').where('creatorId', '=', userId).where('createdAt', '>', now - rate.windowMs).orderBy('createdAt', 'desc').limit(limit).execute();
  if (recent.length < limit) return;
  const oldest = Number(recent[recent.length - 1]?.createdAt ?? now);
  const retryS = Math.max(1, Math.ceil((oldest + rate.windowMs - now) / 1000));
  throw new ApiError(429, 'Too many new groups; try again later', { 'retry-after': String(retryS) });
}

async function refuseSuspended(db: Db, userId: number, now: number): Promise<void> {
  if ((await suspendedUntil(db, userId, now)) !== null) throw new ApiError(403, 'Your account is suspended');
}

/** A new group; its creator is its owner and first member. */
export async function createGroup(db: Db, userId: number, body: z.output<typeof groupCreate.body>, locale: Locale, now: number, uploadsDir: string): Promise<GroupDetail> {
  await refuseSuspended(db, userId, now);
  const columns = await columnsOf(db, body, locale);
  await checkAllowance(db, userId, now);
  // The picture is stored first: a file nothing points at is harmless, a row pointing at no file is not.
  const cover = body.cover ? await storeImage(body.cover, uploadsDir, COVER_UPLOAD) : null;
  const id = await db.transaction().execute(async (trx) => {
    const group = await trx
      .insertInto('communityGroups')
      .values({ ...columns, cover, creatorId: userId, memberCount: 1, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('groupMembers').values({ groupId: group.id, userId, role: 'owner', joinedAt: now }).execute();
    return group.id;
  });
  return groupDetail(db, id, userId, locale);
}

/** Owners and admins change the group; a group made public lets everyone waiting in. */
export async function editGroup(db: Db, userId: number, body: z.output<typeof groupEdit.body>, locale: Locale, now: number, uploadsDir: string): Promise<GroupDetail> {
  const { group } = await requireRole(db, body.id, userId, administersGroup, 'Only the group\'s owner and admins edit it');
  const columns = await columnsOf(db, body, locale);
  const cover = body.cover === undefined ? undefined : body.cover === null ? null : await storeImage(body.cover, uploadsDir, COVER_UPLOAD);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('communityGroups').set({ ...columns, ...(cover === undefined ? {} : { cover }), updatedAt: now }).where('id', '=', group.id).execute();
    if (group.privacy === 'private' && body.privacy === 'public') await admitWaiting(trx, group.id, now);
  });
  return groupDetail(db, group.id, userId, locale);
}

async function admitWaiting(trx: Db, groupId: number, now: number): Promise<void> {
  const waiting = await trx.selectFrom('groupJoinRequests').select('userId').where('groupId', '=', groupId).where('state', '=', 'pending').execute();
  if (waiting.length === 0) return;
  await trx
    .insertInto('groupMembers')
    .values(waiting.map((w) => ({ groupId, userId: w.userId, role: 'member' as const, joinedAt: now })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx.deleteFrom('groupJoinRequests').where('groupId', '=', groupId).where('state', '=', 'pending').execute();
  await recountMembers(trx, groupId, now);
}
