import { sql } from 'kysely';
import type { EventCard } from '@/lib/contract/events';
import type { Match } from '@/lib/contract/schedule';
import { EVENT_LIMITS, EVENT_ROOM_OPENS_MS, eventPath, type EventRsvp } from '@/lib/domain/events';
import { groupPath } from '@/lib/domain/groups';
import { isLocale, type Locale } from '@/lib/domain/locale';
import { placePath } from '@/lib/domain/places';
import { matchRoomPath } from '@/lib/domain/room-url';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import { toPostMatch } from '../feed/match-cards';
import { localizedColumn } from '../localized';
import { fixtureQuery, loadMatches } from '../matches';
import { roomOnAirSql } from '../on-air';
import { unblockedWith } from '../friends/block-lookup';
import type { EventRow } from './rows';

const byId = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((r) => [r.id, r]));
const ids = (values: readonly (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];

/** A few members going to each party (the latest answers first), in one query for every party. */
async function facesOf(db: Db, eventIds: readonly number[], readerId: number | null) {
  if (eventIds.length === 0) return new Map<number, EventCard['attendees']>();
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('eventRsvps as r')
        .innerJoin('users as u', 'u.id', 'r.userId')
        .select(['r.eventId', 'u.id as userId', 'u.displayName', 'u.profilePicture', sql<number>`row_number() over (partition by ${sql.ref('r.eventId')} order by ${sql.ref('r.updatedAt')} desc, ${sql.ref('u.id')})`.as('n')])
        .where('r.eventId', 'in', eventIds)
        .where('r.status', '=', 'going')
        .where((w) => unblockedWith(w.ref('u.id'), readerId))
        .as('a'),
    )
    .selectAll()
    .where('a.n', '<=', EVENT_LIMITS.attendeesShown)
    .orderBy('a.eventId')
    .orderBy('a.n')
    .execute();
  const faces = new Map<number, EventCard['attendees']>();
  for (const { eventId, n: _n, ...face } of rows) faces.set(eventId, [...(faces.get(eventId) ?? []), face]);
  return faces;
}

/** Whether the watching link shows: a party still on, whose match is live or about to kick off, or whose room is on air. */
function roomOpen(row: EventRow, onAir: boolean, now: number): boolean {
  if (row.state !== 'scheduled') return false;
  if (onAir || row.scheduleStatus === SCHEDULE_STATUS.live) return true;
  return row.scheduleStatus === SCHEDULE_STATUS.comingUp && row.startTime - now <= EVENT_ROOM_OPENS_MS;
}

/** Cards for party rows: fixture, host, place, room, group, the reader's answer and a few faces, in a fixed number of queries. */
export async function toEventCards(db: Db, rows: readonly EventRow[], readerId: number | null, locale: Locale, now: number): Promise<EventCard[]> {
  if (rows.length === 0) return [];
  const eventIds = rows.map((r) => r.id);
  const matches = new Map<number, Match>((await loadMatches(db, fixtureQuery(db, locale).where('f.id', 'in', ids(rows.map((r) => r.fixtureId))))).map((m) => [m.fixtureId, m]));
  const roomIds = ids(rows.map((r) => r.roomId ?? matches.get(r.fixtureId)?.roomId ?? null));
  const [hosts, places, rooms, groups, mine, faces] = await Promise.all([
    db.selectFrom('users').select(['id', 'displayName', 'profilePicture']).where('id', 'in', ids(rows.map((r) => r.hostId))).execute(),
    rows.some((r) => r.placeId !== null)
      ? db.selectFrom('places').select(['id', 'kind', localizedColumn('name', locale).as('name'), 'city']).where('id', 'in', ids(rows.map((r) => r.placeId))).execute()
      : [],
    roomIds.length === 0
      ? []
      : db.selectFrom('liveRooms as r').innerJoin('fixtures as f', 'f.id', 'r.fixtureId').select(['r.id', localizedColumn('r.title', locale).as('title'), (eb) => eb.case().when(roomOnAirSql(eb)).then(1).else(0).end().as('onAir')]).where('r.id', 'in', roomIds).execute(),
    rows.some((r) => r.groupId !== null)
      ? db.selectFrom('communityGroups').select(['id', localizedColumn('name', locale).as('name'), 'privacy']).where('id', 'in', ids(rows.map((r) => r.groupId))).execute()
      : [],
    readerId === null ? [] : db.selectFrom('eventRsvps').select(['eventId', 'status']).where('userId', '=', readerId).where('eventId', 'in', eventIds).execute(),
    facesOf(db, eventIds, readerId),
  ]);
  const [hostById, placeById, roomById, groupById] = [byId(hosts), byId(places), byId(rooms), byId(groups)];
  const myRsvp = new Map<number, EventRsvp>(mine.map((m) => [m.eventId, m.status]));
  return rows.map((r) => {
    const match = matches.get(r.fixtureId);
    const host = hostById.get(r.hostId);
    if (!match || !host) throw new Error(`watch party ${r.id} lost its fixture or host`);
    const place = r.placeId === null ? undefined : placeById.get(r.placeId);
    const group = r.groupId === null ? undefined : groupById.get(r.groupId);
    const watchRoomId = r.roomId ?? match.roomId;
    const watchRoom = watchRoomId === null ? undefined : roomById.get(watchRoomId);
    const online = r.roomId === null ? undefined : roomById.get(r.roomId);
    const open = watchRoom !== undefined && watchRoomId !== null && roomOpen(r, Boolean(watchRoom.onAir), now);
    return {
      id: r.id,
      title: r.title,
      lang: isLocale(r.lang) ? r.lang : null,
      state: r.state,
      href: eventPath(r.id),
      match: toPostMatch(match, r.roomId),
      host: { userId: host.id, displayName: host.displayName, profilePicture: host.profilePicture },
      place: place ? { id: place.id, kind: place.kind, name: place.name, city: place.city, href: placePath(place.id) } : null,
      room: online ? { roomId: online.id, title: online.title } : null,
      group: group ? { id: group.id, name: group.name, privacy: group.privacy, href: groupPath(group.id) } : null,
      capacity: r.capacity,
      goingCount: Number(r.goingCount),
      interestedCount: Number(r.interestedCount),
      myRsvp: myRsvp.get(r.id) ?? null,
      isHost: readerId === r.hostId,
      attendees: faces.get(r.id) ?? [],
      roomHref: open && watchRoomId !== null ? matchRoomPath(match, watchRoomId) : null,
    };
  });
}
