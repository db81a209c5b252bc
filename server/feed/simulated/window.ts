import { SITE_ROLE } from '@/lib/domain/site-roles';
import { buildDayFixtures } from '@/server/feed/simulated/day-fixtures';
import { FIXTURE_DAYS } from '@/server/feed/simulated/fixtures';
import { buildRooms } from '@/server/db/seed/rooms';
import { LocalCalendar } from '@/lib/format/local-calendar';
import { ALWAYS_ON_MODES } from './clock';
import { feedCatalogue } from './catalogue';
import type { FeedDb } from '../tables';

export interface RolledDay {
  day: string;
  /** Start of the local day this day entered the five-day window: what its tips know. */
  knownAt: number;
  fixtures: number;
  roomIds: number[];
}

/** Whether the day already has its fixtures: recorded, or made before the feed kept records. */
async function hasDay(db: FeedDb, day: string, from: number, to: number): Promise<boolean> {
  const known = await db.selectFrom('feedDays').select('day').where('day', '=', day).executeTakeFirst();
  if (known) return true;
  const any = await db
    .selectFrom('fixtures')
    .select('id')
    .where('startTime', '>=', from)
    .where('startTime', '<', to)
    .where('liveModeId', 'not in', ALWAYS_ON_MODES)
    .limit(1)
    .executeTakeFirst();
  return any !== undefined;
}

async function maxId(db: FeedDb, table: 'fixtures' | 'liveRooms'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.max('id').as('m')).executeTakeFirst();
  return Number(row?.m ?? 0);
}

async function makeDay(db: FeedDb, now: number, seed: number, dayOffset: number): Promise<RolledDay> {
  const { data } = feedCatalogue();
  const taken = new Set((await db.selectFrom('fixtures').select('staticId').execute()).map((r) => r.staticId));
  const built = buildDayFixtures(data, { seed, now, dayOffset, firstId: (await maxId(db, 'fixtures')) + 1, takenStaticIds: taken });
  const hosts = await db.selectFrom('users').select(['id', 'username', 'displayName']).where('siteRoleId', '=', SITE_ROLE.commentator).orderBy('id').execute();
  const idOf = new Map(hosts.map((h) => [h.username, h.id]));
  // Fixtures that will not be played get no room.
  const planning = built.rows.map((r) => ({ ...r, status: built.fates.get(r.id) ?? r.status }));
  const rooms = buildRooms(planning, data, hosts, { seed, firstId: (await maxId(db, 'liveRooms')) + 1, purpose: `-${built.day}` }).map(({ commentatorUsername, ...room }) => {
    const commentatorId = idOf.get(commentatorUsername);
    if (commentatorId === undefined) throw new Error(`no commentator ${commentatorUsername}`);
    return { ...room, commentatorId };
  });
  for (let i = 0; i < built.rows.length; i += 200) await db.insertInto('fixtures').values(built.rows.slice(i, i + 200)).execute();
  const fates = [...built.fates].map(([fixtureId, fate]) => ({ fixtureId, fate, shootoutHome: null, shootoutAway: null }));
  if (fates.length) await db.insertInto('feedFixtures').values(fates).execute();
  for (let i = 0; i < rooms.length; i += 200) await db.insertInto('liveRooms').values(rooms.slice(i, i + 200)).execute();
  await db.insertInto('feedDays').values({ day: built.day, createdAt: now }).execute();
  const knownAt = new LocalCalendar(now).startOf(dayOffset - FIXTURE_DAYS.to);
  return { day: built.day, knownAt, fixtures: built.rows.length, roomIds: rooms.map((r) => r.id) };
}

/**
 * Keeps fixtures up to five days ahead: each local day entering the window gets its programme,
 * rooms and hosts, once. Past days stay for the results pages.
 */
export async function rollWindow(db: FeedDb, now: number, seed: number): Promise<RolledDay[]> {
  const cal = new LocalCalendar(now);
  const made: RolledDay[] = [];
  for (let d = 0; d <= FIXTURE_DAYS.to; d++) {
    const from = cal.startOf(d);
    const day = cal.dayKey(d);
    if (await hasDay(db, day, from, cal.startOf(d + 1))) continue;
    made.push(await makeDay(db, now, seed, d));
  }
  return made;
}
