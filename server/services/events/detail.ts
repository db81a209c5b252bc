import type { EventDetail } from '@/lib/contract/events';
import { moderatesGroup } from '@/lib/domain/groups';
import type { Locale } from '@/lib/domain/locale';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { localizedColumn } from '../localized';
import { roleIn } from '../groups/access';
import { toEventCards } from './cards';
import { eventsQuery, eventVisibleTo, type EventRow } from './rows';

/** The party's row if the reader may see it; 404 otherwise, so a private group's parties are not even confirmed. */
export async function visibleEvent(db: Db, eventId: number, readerId: number | null, locale: Locale): Promise<EventRow & { description: string }> {
  const row = await eventsQuery(db, locale).select(localizedColumn('e.description', locale).as('description')).where('e.id', '=', eventId).where(eventVisibleTo(readerId)).executeTakeFirst();
  if (!row) throw new ApiError(404, `id: no watch party ${eventId}`);
  return row;
}

/** Whether the member may call the party off: its host, or a moderator of its group. */
export async function mayCancel(db: Db, row: Pick<EventRow, 'hostId' | 'groupId'>, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  if (row.hostId === userId) return true;
  return row.groupId !== null && moderatesGroup(await roleIn(db, row.groupId, userId));
}

export async function eventDetail(db: Db, eventId: number, readerId: number | null, locale: Locale, now: number): Promise<EventDetail> {
  const row = await visibleEvent(db, eventId, readerId, locale);
  const [[card], canCancel] = await Promise.all([toEventCards(db, [row], readerId, locale, now), mayCancel(db, row, readerId)]);
  if (!card) throw new Error(`watch party ${eventId} lost its card`);
  return { ...card, description: row.description, createdAt: Number(row.createdAt), canEdit: readerId === row.hostId && row.state === 'scheduled', canCancel: canCancel && row.state === 'scheduled' };
}
