import type { EventRsvp } from '@/lib/domain/events';
import { EVENT_LIMITS } from '@/lib/domain/events';
import type { Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { unblockedWith } from '../friends/block-lookup';
import { pageOf, pairCursor, readPairCursor } from '../groups/paging';
import { visibleEvent } from './detail';

/** Members who answered `status`, last answer first; 404 for a party the reader may not see. */
export async function eventAttendees(db: Db, eventId: number, status: EventRsvp, cursor: string | undefined, readerId: number | null, locale: Locale) {
  await visibleEvent(db, eventId, readerId, locale);
  const after = readPairCursor(cursor);
  let query = db
    .selectFrom('eventRsvps as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select(['u.id as userId', 'u.displayName', 'u.profilePicture', 'r.updatedAt'])
    .where('r.eventId', '=', eventId)
    .where('r.status', '=', status)
    .where((eb) => unblockedWith(eb.ref('u.id'), readerId));
  if (after) query = query.where((eb) => eb.or([eb('r.updatedAt', '<', after[0]), eb.and([eb('r.updatedAt', '=', after[0]), eb('u.id', '<', after[1])])]));
  const size = EVENT_LIMITS.attendeesPage;
  const rows = await query.orderBy('r.updatedAt', 'desc').orderBy('u.id', 'desc').limit(size + 1).execute();
  return pageOf(rows, size, (r) => pairCursor(Number(r.updatedAt), r.userId), (shown) => shown.map(({ updatedAt, ...m }) => ({ ...m, answeredAt: Number(updatedAt) })));
}
