import type { z } from 'zod/mini';
import type { EventCard, eventList } from '@/lib/contract/events';
import type { Locale } from '@/lib/domain/locale';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { pageOf, pairCursor, readPairCursor } from '../groups/paging';
import { toEventCards } from './cards';
import { eventsQuery, eventVisibleTo } from './rows';

/** Matches still to come or on: a party of an ended or called-off match drops out of the lists. */
const NOT_OVER = [SCHEDULE_STATUS.comingUp, SCHEDULE_STATUS.live];

export interface EventFilter {
  fixtureId?: number;
  placeId?: number;
  groupId?: number;
}

/** Parties the reader may see whose match is not over, soonest first. */
function upcoming(db: Db, filter: EventFilter, readerId: number | null, locale: Locale) {
  let query = eventsQuery(db, locale).where(eventVisibleTo(readerId)).where('f.scheduleStatus', 'in', NOT_OVER);
  if (filter.fixtureId !== undefined) query = query.where('e.fixtureId', '=', filter.fixtureId);
  if (filter.placeId !== undefined) query = query.where('e.placeId', '=', filter.placeId);
  if (filter.groupId !== undefined) query = query.where('e.groupId', '=', filter.groupId);
  return query;
}

/** The first few parties of a fixture, place or group (cancelled ones left out), as cards. */
export async function upcomingEventCards(db: Db, filter: EventFilter, readerId: number | null, locale: Locale, now: number, limit: number): Promise<EventCard[]> {
  const rows = await upcoming(db, filter, readerId, locale).where('e.state', '=', 'scheduled').orderBy('f.startTime').orderBy('e.id').limit(limit).execute();
  return toEventCards(db, rows, readerId, locale, now);
}

type ListQuery = z.output<typeof eventList.query>;

/** A page of parties: soonest first. `mine` keeps the reader's cancelled ones so they learn of it; the other lists hide them. */
export async function listEvents(db: Db, q: ListQuery, readerId: number | null, locale: Locale, now: number): Promise<{ list: EventCard[]; nextCursor: string | null }> {
  const after = readPairCursor(q.cursor);
  const needsId = q.scope === 'fixture' || q.scope === 'place' || q.scope === 'group';
  if (needsId && q.id === undefined) throw new ApiError(422, `id: required for scope ${q.scope}`);
  let query = upcoming(db, { fixtureId: q.scope === 'fixture' ? q.id : undefined, placeId: q.scope === 'place' ? q.id : undefined, groupId: q.scope === 'group' ? q.id : undefined }, readerId, locale);
  if (q.scope === 'mine') {
    if (readerId === null) throw new ApiError(401, 'Login required');
    query = query.where((eb) => eb.or([eb('e.hostId', '=', readerId), eb.exists(eb.selectFrom('eventRsvps as mr').select('mr.userId').whereRef('mr.eventId', '=', 'e.id').where('mr.userId', '=', readerId))]));
  } else {
    query = query.where('e.state', '=', 'scheduled');
  }
  if (after) query = query.where((eb) => eb.or([eb('f.startTime', '>', after[0]), eb.and([eb('f.startTime', '=', after[0]), eb('e.id', '>', after[1])])]));
  const rows = await query.orderBy('f.startTime').orderBy('e.id').limit(q.pageSize + 1).execute();
  return pageOf(rows, q.pageSize, (r) => pairCursor(Number(r.startTime), r.id), (shown) => toEventCards(db, shown, readerId, locale, now));
}
