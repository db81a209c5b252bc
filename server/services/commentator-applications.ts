import type { Selectable } from 'kysely';
import type { Application, ApplicationBody } from '@/lib/contract/community';
import { COMMENTATOR_LANGUAGES, isReviewer, type CommentatorLanguage } from '@/lib/domain/community';
import { SITE_ROLE, type SiteRoleKey } from '@/lib/domain/site-roles';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import type { CommentatorApplicationTable } from '@/server/db/schema-community';
import { recordModeration, reportModeration, type ModerationRecord } from './moderation-log';
import { uniqueViolationColumn } from './unique-violation';

type Row = Selectable<CommentatorApplicationTable> & { displayName: string };

const ROLE_CHANGE: `${SiteRoleKey}->${SiteRoleKey}` = 'member->commentator';

const isLanguage = (v: string): v is CommentatorLanguage => (COMMENTATOR_LANGUAGES as readonly string[]).includes(v);

function toApplication(r: Row): Application {
  return {
    id: r.id,
    userId: r.userId,
    displayName: r.displayName,
    experience: r.experience,
    sports: r.sports.split(',').filter(Boolean).map(Number),
    languages: r.languages.split(',').filter(isLanguage),
    sampleUrl: r.sampleUrl,
    contact: r.contact,
    status: r.status === 'approved' || r.status === 'rejected' ? r.status : 'pending',
    note: r.note,
    createdAt: Number(r.createdAt),
    reviewedAt: r.reviewedAt === null ? null : Number(r.reviewedAt),
  };
}

const withName = (db: Db) => db.selectFrom('commentatorApplications as a').innerJoin('users as u', 'u.id', 'a.userId').selectAll('a').select('u.displayName');

async function byId(db: Db, id: number): Promise<Application | null> {
  const row = await withName(db).where('a.id', '=', id).executeTakeFirst();
  return row ? toApplication(row) : null;
}

async function roleOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('siteRoleId').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiError(401, 'Login required');
  return row.siteRoleId;
}

/** Reviewers are read from the database, so a role given or taken away counts at once. */
export async function requireReviewer(db: Db, userId: number): Promise<void> {
  if (!isReviewer(await roleOf(db, userId))) throw new ApiError(403, 'Only staff review commentator applications');
}

export async function myApplication(db: Db, userId: number): Promise<Application | null> {
  const row = await withName(db).where('a.userId', '=', userId).orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc').executeTakeFirst();
  return row ? toApplication(row) : null;
}

/** One open application per member: the partial unique index settles two that arrive together. */
export async function submitApplication(db: Db, userId: number, body: ApplicationBody, now: number): Promise<Application> {
  const role = await roleOf(db, userId);
  if (role === SITE_ROLE.commentator) throw new ApiError(409, 'You are already a commentator');
  try {
    const { id } = await db
      .insertInto('commentatorApplications')
      .values({
        userId,
        experience: body.experience,
        sports: [...new Set(body.sports)].join(','),
        languages: [...new Set(body.languages)].join(','),
        sampleUrl: body.sampleUrl,
        contact: body.contact,
        status: 'pending',
        note: null,
        reviewedBy: null,
        reviewedAt: null,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const saved = await byId(db, id);
    if (!saved) throw new Error(`application ${id} vanished`);
    return saved;
  } catch (err) {
    if (uniqueViolationColumn(err) !== null) throw new ApiError(409, 'You already have an application waiting for review');
    throw err;
  }
}

export async function pendingApplications(db: Db, reviewer: number): Promise<Application[]> {
  await requireReviewer(db, reviewer);
  const rows = await withName(db).where('a.status', '=', 'pending').orderBy('a.createdAt').orderBy('a.id').execute();
  return rows.map(toApplication);
}

/**
 * Approving makes the member a commentator in the same transaction as the status change, and the role
 * change goes to the moderation log and the security log.
 */
export async function reviewApplication(db: Db, reviewer: number, input: { id: number; approve: boolean; note?: string | undefined }, now: number): Promise<Application> {
  await requireReviewer(db, reviewer);
  const roleChange = await db.transaction().execute(async (trx): Promise<ModerationRecord | null> => {
    const row = await trx.selectFrom('commentatorApplications').select(['userId', 'status']).where('id', '=', input.id).executeTakeFirst();
    if (!row) throw new ApiError(404, `id: no application ${input.id}`);
    const updated = await trx
      .updateTable('commentatorApplications')
      .set({ status: input.approve ? 'approved' : 'rejected', note: input.note || null, reviewedBy: reviewer, reviewedAt: now })
      .where('id', '=', input.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new ApiError(409, `id: application ${input.id} was already reviewed`);
    // Staff who apply keep their own role; a member becomes a commentator.
    if (!input.approve) return null;
    const promoted = await trx.updateTable('users').set({ siteRoleId: SITE_ROLE.commentator }).where('id', '=', row.userId).where('siteRoleId', '=', SITE_ROLE.member).executeTakeFirst();
    if (Number(promoted.numUpdatedRows) === 0) return null;
    const change: ModerationRecord = { actorId: reviewer, action: 'role', groupId: null, targetUserId: row.userId, detail: ROLE_CHANGE };
    await recordModeration(trx, change, now);
    return change;
  });
  if (roleChange) reportModeration(roleChange);
  const saved = await byId(db, input.id);
  if (!saved) throw new ApiError(404, `id: no application ${input.id}`);
  return saved;
}
