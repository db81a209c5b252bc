import type { z } from 'zod/mini';
import type { EventDetail, eventCreate, eventEdit } from '@/lib/contract/events';
import { EVENT_LIMITS } from '@/lib/domain/events';
import type { Locale } from '@/lib/domain/locale';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { sameInEvery } from '@/lib/domain/translated-text';
import { ApiError } from '@/server/api/errors';
import { judgeText } from '@/server/safety/spam-filter';
import type { Db } from '@/server/db/client';
import { translatedColumns } from '../localized';
import { suspendedUntil } from '../review/file';
import { memberText } from '../groups/paging';
import { requireGroupMember } from '../groups/visibility';
import { requirePlace } from '../places/read';
import { eventDetail, mayCancel, visibleEvent } from './detail';
import { noticeCancellation } from './notices';

function textColumns(rawTitle: string, rawDescription: string, locale: Locale) {
  const title = memberText(rawTitle, 'title', { min: EVENT_LIMITS.titleMin, max: EVENT_LIMITS.titleMax });
  const description = memberText(rawDescription, 'description', { max: EVENT_LIMITS.descriptionMax });
  // Parties are listed to everyone: one that advertises betting or touts is refused outright.
  if (judgeText(`${title}\n${description}`).held) throw new ApiError(422, 'title: a watch party may not advertise betting, phone numbers, messenger handles or short links');
  return { ...translatedColumns('title', sameInEvery(title)), ...translatedColumns('description', sameInEvery(description)), lang: locale };
}

/** A few parties per member and day, counted from the parties they host. */
async function checkAllowance(db: Db, hostId: number, now: number): Promise<void> {
  const rate = EVENT_LIMITS.rate.create;
  // The role is read from the account, not the token, so a new role counts at once.
  const account = await db.selectFrom('users').select('siteRoleId').where('id', '=', hostId).executeTakeFirst();
  const limit = account?.siteRoleId === SITE_ROLE.member ? rate.member : rate.staff;
  const recent = await db.selectFrom('communityEvents').select('createdAt').where('hostId', '=', hostId).where('createdAt', '>', now - rate.windowMs).orderBy('createdAt', 'desc').limit(limit).execute();
  if (recent.length < limit) return;
  const oldest = Number(recent[recent.length - 1]?.createdAt ?? now);
  throw new ApiError(429, 'Too many new watch parties; try again later', { 'retry-after': String(Math.max(1, Math.ceil((oldest + rate.windowMs - now) / 1000))) });
}

/** Where the party is: a place, or one of the fixture's live rooms; exactly one. */
async function checkVenue(db: Db, fixtureId: number, placeId: number | null, roomId: number | null): Promise<void> {
  if ((placeId === null) === (roomId === null)) throw new ApiError(422, 'placeId: give a place or a live room (roomId), not both or neither');
  if (placeId !== null) return requirePlace(db, placeId);
  const room = await db.selectFrom('liveRooms').select('fixtureId').where('id', '=', roomId ?? 0).executeTakeFirst();
  if (!room || room.fixtureId !== fixtureId) throw new ApiError(422, 'roomId: not a live room of this fixture');
}

/** A new party, its host going. The fixture must be yet to kick off. */
export async function createEvent(db: Db, hostId: number, body: z.output<typeof eventCreate.body>, locale: Locale, now: number): Promise<EventDetail> {
  if ((await suspendedUntil(db, hostId, now)) !== null) throw new ApiError(403, 'Your account is suspended');
  const columns = textColumns(body.title, body.description, locale);
  const fixture = await db.selectFrom('fixtures').select(['startTime', 'scheduleStatus']).where('id', '=', body.fixtureId).executeTakeFirst();
  if (!fixture) throw new ApiError(404, `fixtureId: no fixture ${body.fixtureId}`);
  if (fixture.scheduleStatus !== SCHEDULE_STATUS.comingUp || Number(fixture.startTime) <= now) throw new ApiError(409, 'fixtureId: this match has already started');
  const [placeId, roomId, groupId] = [body.placeId ?? null, body.roomId ?? null, body.groupId ?? null];
  await checkVenue(db, body.fixtureId, placeId, roomId);
  if (groupId !== null) await requireGroupMember(db, groupId, hostId);
  await checkAllowance(db, hostId, now);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('communityEvents')
      .values({ ...columns, fixtureId: body.fixtureId, placeId, roomId, groupId, hostId, capacity: body.capacity ?? null, goingCount: 1, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('eventRsvps').values({ eventId: row.id, userId: hostId, status: 'going', createdAt: now, updatedAt: now }).execute();
    return row.id;
  });
  return eventDetail(db, id, hostId, locale, now);
}

/** The host changes the text and the capacity, never below those already going. */
export async function editEvent(db: Db, userId: number, body: z.output<typeof eventEdit.body>, locale: Locale, now: number): Promise<EventDetail> {
  const row = await visibleEvent(db, body.id, userId, locale);
  if (row.hostId !== userId) throw new ApiError(403, 'Only the host edits a watch party');
  if (row.state !== 'scheduled') throw new ApiError(409, 'id: this watch party was called off');
  if (body.capacity !== null && body.capacity < Number(row.goingCount)) throw new ApiError(422, `capacity: ${row.goingCount} are already going`);
  const columns = textColumns(body.title, body.description, locale);
  await db.updateTable('communityEvents').set({ ...columns, capacity: body.capacity, updatedAt: now }).where('id', '=', body.id).execute();
  return eventDetail(db, body.id, userId, locale, now);
}

/** The host or a moderator of the party's group calls it off; those going hear of it. Again changes nothing. */
export async function cancelEvent(db: Db, userId: number, eventId: number, locale: Locale, now: number): Promise<EventDetail> {
  const row = await visibleEvent(db, eventId, userId, locale);
  if (!(await mayCancel(db, row, userId))) throw new ApiError(403, 'Only the host or the group\'s moderators call a watch party off');
  if (row.state === 'scheduled') {
    await db.transaction().execute(async (trx) => {
      const changed = await trx.updateTable('communityEvents').set({ state: 'cancelled', updatedAt: now }).where('id', '=', eventId).where('state', '=', 'scheduled').executeTakeFirst();
      if (Number(changed.numUpdatedRows) > 0) await noticeCancellation(trx, eventId, userId, now);
    });
  }
  return eventDetail(db, eventId, userId, locale, now);
}
