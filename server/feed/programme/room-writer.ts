import { SITE_ROLE } from '@/lib/domain/site-roles';
import type { MatchLength } from '../live-cover';
import type { FeedDb } from '../tables';
import type { AdvanceStep, PublishedDay } from '../vendor';
import { readCoverage } from './coverage';
import { planRooms } from './rooms';

async function lastRoomId(db: FeedDb): Promise<number> {
  const row = await db.selectFrom('liveRooms').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst();
  return Number(row?.m ?? 0);
}

/** Opens the rooms of newly published days, each day drawn on its own; the new room ids, day by day. */
export async function openRooms(step: AdvanceStep, days: readonly PublishedDay[], matchLength: MatchLength): Promise<number[][]> {
  if (days.length === 0) return [];
  const { db, seed } = step;
  const coverage = await readCoverage(db);
  const hosts = await db.selectFrom('users').select(['id', 'username', 'displayName']).where('siteRoleId', '=', SITE_ROLE.commentator).orderBy('id').execute();
  const idOf = new Map(hosts.map((h) => [h.username, h.id]));
  const opened: number[][] = [];
  for (const day of days) {
    const planned = planRooms(day.fixtures, coverage, hosts, { seed, matchLength, firstId: (await lastRoomId(db)) + 1, purpose: `-${day.day}` });
    const rooms = planned.map(({ commentatorUsername, ...room }) => {
      const commentatorId = idOf.get(commentatorUsername);
      if (commentatorId === undefined) throw new Error(`no commentator ${commentatorUsername}`);
      return { ...room, commentatorId };
    });
    for (let i = 0; i < rooms.length; i += 200) await db.insertInto('liveRooms').values(rooms.slice(i, i + 200)).execute();
    opened.push(rooms.map((r) => r.id));
  }
  return opened;
}
