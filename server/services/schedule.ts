import type { z } from 'zod';
import type { LiveMode, Match, featureMatch, liveSchedule as liveScheduleCall } from '@/lib/contract/schedule';
import { OFFSET_FALLBACK_ZONE } from '@/lib/domain/constants';
import type { Locale } from '@/lib/domain/locale';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import { inLocale } from './localized';
import { roomOnAirSql } from './on-air';
import { fixtureQuery, loadMatches, orderFansFirst, orderLiveFirst, withRoom } from './matches';
import { zonedDayRange } from './zoned-day';

export interface ServiceCtx {
  locale: Locale;
  now?: number;
}

const CLOSED: readonly number[] = [SCHEDULE_STATUS.ended, SCHEDULE_STATUS.cancel];

/**
 * Streamed matches: live first; then football, the biggest games first, other sports, and the studios'
 * round-the-clock tables last; then the soonest kick-off (latest first when asking for ended or cancelled ones).
 */
export async function featureMatches(db: Db, q: z.output<typeof featureMatch.query>, ctx: ServiceCtx): Promise<Match[]> {
  let query = withRoom(fixtureQuery(db, ctx.locale));
  query = q.status !== undefined
    ? query.where('f.scheduleStatus', '=', q.status)
    : query.where('f.scheduleStatus', 'in', [SCHEDULE_STATUS.live, SCHEDULE_STATUS.comingUp]);
  if (q.liveModeId !== undefined) query = query.where('f.liveModeId', '=', q.liveModeId);
  if (q.leagueId !== undefined) query = query.where('f.leagueId', '=', q.leagueId);
  const newestFirst = q.status !== undefined && CLOSED.includes(q.status);
  query = orderFansFirst(orderLiveFirst(query))
    .orderBy('f.startTime', newestFirst ? 'desc' : 'asc')
    .orderBy('f.id')
    .limit(q.pageSize);
  return loadMatches(db, query);
}

/** Every fixture of one calendar day in the caller's time zone, live first, then by kick-off. */
export async function liveSchedule(db: Db, q: z.output<typeof liveScheduleCall.query>, ctx: ServiceCtx): Promise<Match[]> {
  const { start, end } = zonedDayRange(q.date, q.timezone ?? OFFSET_FALLBACK_ZONE);
  let query = fixtureQuery(db, ctx.locale).where('f.startTime', '>=', start).where('f.startTime', '<', end);
  if (q.liveModeId !== undefined) query = query.where('f.liveModeId', '=', q.liveModeId);
  return loadMatches(db, orderLiveFirst(query).orderBy('f.startTime').orderBy('f.id').limit(q.pageSize));
}

/** Live matches someone is streaming (a room of theirs on air), optionally of one live mode. */
export async function totalLive(db: Db, q: { id?: number }): Promise<{ totalLive: number }> {
  let query = db
    .selectFrom('fixtures as f')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('f.scheduleStatus', '=', SCHEDULE_STATUS.live)
    .where((eb) => eb.exists(eb.selectFrom('liveRooms as r').select('r.id').whereRef('r.fixtureId', '=', 'f.id').where(roomOnAirSql)));
  if (q.id !== undefined) query = query.where('f.liveModeId', '=', q.id);
  const row = await query.executeTakeFirst();
  return { totalLive: Number(row?.n ?? 0) };
}

export async function scheduleModes(db: Db, ctx: ServiceCtx): Promise<LiveMode[]> {
  const rows = await db.selectFrom('liveModes').selectAll().orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({
    liveModeId: r.id,
    name: inLocale(r, 'name', ctx.locale),
    slug: r.slug,
    icon: r.icon,
    livemode: r.livemode,
  }));
}
