import type { z } from 'zod';
import type { Match } from '@/lib/contract/schedule';
import type { TipEvent, TipItem, TipsterStats, myTips, tipDetail, tipEvents, tipList, tipOpenMatches } from '@/lib/contract/tips';
import type { Locale } from '@/lib/domain/locale';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { isClosed } from './fixture-lookup';
import { fixtureQuery, loadMatches } from './matches';
import type { ServiceCtx } from './schedule';
import { authorStats } from './tip-rating';
import { loadTipItems, tipRows, type TipRowQuery } from './tip-items';

/** How many matches the events list and the tip form offer. */
const EVENTS_MAX = 60;
const OPEN_MATCHES_MAX = 40;
const MY_TIPS_MAX = 200;

const newestFirst = (q: TipRowQuery) => q.orderBy('t.createdAt', 'desc').orderBy('t.id', 'desc');

type ListQuery = z.output<typeof tipList.query>;

function filtered(db: Db, locale: Locale, q: Omit<ListQuery, 'pageNum' | 'pageSize'>) {
  let query = tipRows(db, locale).innerJoin('fixtures as f', 'f.id', 't.fixtureId');
  if (q.liveModeId !== undefined) query = query.where('f.liveModeId', '=', q.liveModeId);
  if (q.market !== undefined) query = query.where('t.market', '=', q.market);
  if (q.fixtureId !== undefined) query = query.where('t.fixtureId', '=', q.fixtureId);
  if (q.authorId !== undefined) query = query.where('t.authorId', '=', q.authorId);
  return query;
}

/** One page of tips, newest first. */
export async function tipListPage(db: Db, q: ListQuery, ctx: ServiceCtx): Promise<z.output<typeof tipList.data>> {
  const { pageNum, pageSize, ...filters } = q;
  const [items, count] = await Promise.all([
    loadTipItems(db, newestFirst(filtered(db, ctx.locale, filters)).limit(pageSize).offset((pageNum - 1) * pageSize), ctx.locale),
    filtered(db, ctx.locale, filters).clearSelect().select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return { items, total: Number(count?.n ?? 0), pageNum, pageSize };
}

/** A tip and its author's record; 404 for an unknown id. */
export async function tipDetailOf(db: Db, q: z.output<typeof tipDetail.query>, ctx: ServiceCtx): Promise<{ tip: TipItem; authorStats: TipsterStats }> {
  const [tip] = await loadTipItems(db, tipRows(db, ctx.locale).where('t.id', '=', q.id), ctx.locale);
  if (!tip) throw new ApiError(404, `id: no tip ${q.id}`);
  return { tip, authorStats: await authorStats(db, tip.author.userId) };
}

/** Live and upcoming first, soonest first; then finished, latest first. */
export function byAgenda(a: Match, b: Match): number {
  const aDone = isClosed(a.scheduleStatus);
  const bDone = isClosed(b.scheduleStatus);
  if (aDone !== bDone) return aDone ? 1 : -1;
  return (aDone ? b.startTimestamp - a.startTimestamp : a.startTimestamp - b.startTimestamp) || a.fixtureId - b.fixtureId;
}

/** Matches of a sport with tips and how many each has. */
export async function tipEventList(db: Db, q: z.output<typeof tipEvents.query>, ctx: ServiceCtx): Promise<TipEvent[]> {
  const now = ctx.now ?? Date.now();
  const counts = await db
    .selectFrom('tips as t')
    .innerJoin('fixtures as f', 'f.id', 't.fixtureId')
    .select(['t.fixtureId', 'f.startTime', 'f.scheduleStatus', (eb) => eb.fn.countAll().as('n')])
    .where('f.liveModeId', '=', q.liveModeId)
    .groupBy(['t.fixtureId', 'f.startTime', 'f.scheduleStatus'])
    .execute();
  // Upcoming and live ones closest to now first, then the most recently finished.
  const picked = counts
    .sort((a, b) => (isClosed(a.scheduleStatus) ? 1 : 0) - (isClosed(b.scheduleStatus) ? 1 : 0) || Math.abs(a.startTime - now) - Math.abs(b.startTime - now))
    .slice(0, EVENTS_MAX);
  if (picked.length === 0) return [];
  const matches = await loadMatches(db, fixtureQuery(db, ctx.locale).where('f.id', 'in', picked.map((c) => c.fixtureId)));
  const countOf = new Map(picked.map((c) => [c.fixtureId, Number(c.n)]));
  return matches.sort(byAgenda).map((match) => ({ match, tipCount: countOf.get(match.fixtureId) ?? 0 }));
}

/** Matches of a sport that have not kicked off yet, soonest first. */
export async function openMatches(db: Db, q: z.output<typeof tipOpenMatches.query>, ctx: ServiceCtx): Promise<Match[]> {
  const now = ctx.now ?? Date.now();
  const query = fixtureQuery(db, ctx.locale)
    .where('f.liveModeId', '=', q.liveModeId)
    .where('f.scheduleStatus', '=', SCHEDULE_STATUS.comingUp)
    .where('f.startTime', '>', now)
    .orderBy('f.startTime')
    .orderBy('f.id')
    .limit(OPEN_MATCHES_MAX);
  return loadMatches(db, query);
}

/** The member's tips, newest first, with their record. */
export async function memberTips(db: Db, ctx: ServiceCtx & { userId: number }): Promise<z.output<typeof myTips.data>> {
  const items = await loadTipItems(db, newestFirst(tipRows(db, ctx.locale).where('t.authorId', '=', ctx.userId)).limit(MY_TIPS_MAX), ctx.locale);
  return { items, stats: await authorStats(db, ctx.userId) };
}
