import { LIVE_MODE } from '@/lib/domain/live-modes';
import { isFixedStatus } from '@/lib/domain/match-status';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { randomFor } from '@/lib/random/seeded';
import type { Row } from '@/server/db/schema';
import { translatedColumns } from '@/server/services/localized';
import type { MatchLength } from '../live-cover';
import type { FeedDb } from '../tables';
import { FormBook } from './form';
import { chooseTip, settleTip } from './tip-pick';
import { composeAnalysis } from './tip-text';

/** Sports whose hosts post a tip. */
export const TIP_MODES: readonly number[] = [LIVE_MODE.football, LIVE_MODE.basketball, LIVE_MODE.esport];
const DAY = 86_400_000;
const HOUR = 3_600_000;

interface FinalState {
  status: string;
  scheduleStatus: number;
  homeScore: number | null;
  awayScore: number | null;
}

function resultOf(tip: { market: string; selection: string; line: number | null }, f: FinalState) {
  return settleTip(tip, { played: f.scheduleStatus === SCHEDULE_STATUS.ended && !isFixedStatus(f.status), home: f.homeScore, away: f.awayScore });
}

function isOver(f: FinalState): boolean {
  return f.scheduleStatus === SCHEDULE_STATUS.ended || f.scheduleStatus === SCHEDULE_STATUS.cancel;
}

/**
 * Each host of a football, basketball or esports room posts one tip on the match, argued from
 * both teams' recent results. `roomIds` limits it to new rooms; without it every room lacking
 * its host's tip gets one (the first run after seeding). The analysis reads results from before
 * kick-off and before `asOf`, so it does not depend on when exactly the feed got round to it.
 */
export async function writeTips(db: FeedDb, now: number, matchLength: MatchLength, roomIds?: readonly number[], asOf = Infinity): Promise<number> {
  if (roomIds && roomIds.length === 0) return 0;
  let query = db
    .selectFrom('liveRooms as r')
    .innerJoin('fixtures as f', 'f.id', 'r.fixtureId')
    .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
    .innerJoin('teams as a', 'a.id', 'f.awayTeamId')
    .innerJoin('leagues as l', 'l.id', 'f.leagueId')
    .select(['r.id as roomId', 'r.commentatorId', 'f.id', 'f.leagueId', 'f.liveModeId', 'f.startTime', 'f.status', 'f.scheduleStatus', 'f.homeScore', 'f.awayScore', 'f.homeTeamId', 'f.awayTeamId', 'h.name as homeName', 'a.name as awayName', 'l.nameVi', 'l.nameEn', 'l.nameZh'])
    .where('f.liveModeId', 'in', TIP_MODES)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('tips as t').select('t.id').whereRef('t.fixtureId', '=', 'f.id').whereRef('t.authorId', '=', 'r.commentatorId'))));
  if (roomIds) query = query.where('r.id', 'in', roomIds);
  const rooms = await query.orderBy('r.id').execute();
  if (rooms.length === 0) return 0;

  const earliest = Math.min(...rooms.map((r) => Math.min(r.startTime, asOf))) - 7 * DAY;
  const finished = await db
    .selectFrom('fixtures')
    .select(['id', 'leagueId', 'liveModeId', 'homeTeamId', 'awayTeamId', 'startTime', 'homeScore', 'awayScore', 'status'])
    .where('scheduleStatus', '=', SCHEDULE_STATUS.ended)
    .where('startTime', '>=', earliest)
    .where('homeScore', 'is not', null)
    .execute();
  const book = new FormBook(
    finished
      .filter((m) => !isFixedStatus(m.status))
      .map((m) => ({ ...m, endTime: m.startTime + matchLength(m), homeScore: m.homeScore ?? 0, awayScore: m.awayScore ?? 0 })),
  );

  const seen = new Set<string>();
  const tips: Row<'tips'>[] = [];
  for (const r of rooms) {
    const once = `${r.id}:${r.commentatorId}`;
    if (seen.has(once)) continue;
    seen.add(once);
    const key = `${r.id}:${r.commentatorId}`;
    const before = Math.min(r.startTime, asOf);
    const side = (id: number, name: string) => ({ id, name, form: book.form(id, before), standing: book.standing(r.leagueId, id, before) });
    const home = side(r.homeTeamId, r.homeName);
    const away = side(r.awayTeamId, r.awayName);
    const choice = chooseTip(key, r.liveModeId, home.form, away.form);
    const analysis = composeAnalysis({ key, liveModeId: r.liveModeId, league: { vi: r.nameVi, en: r.nameEn, zh: r.nameZh }, home, away, meetings: book.meetings(r.homeTeamId, r.awayTeamId, before) }, choice);
    // Posted a few hours before kick-off, or now when the room opens later than that.
    const createdAt = Math.min(now, r.startTime - 2 * HOUR - Math.floor(randomFor(`tip-at:${key}`)() * 4 * HOUR));
    const result = isOver(r) ? resultOf(choice, r) : null;
    // Written by the site in every language: no one language of its own.
    tips.push({ fixtureId: r.id, authorId: r.commentatorId, ...choice, ...translatedColumns('analysis', analysis), lang: null, result, createdAt });
  }
  for (let i = 0; i < tips.length; i += 200) await db.insertInto('tips').values(tips.slice(i, i + 200)).execute();
  return tips.length;
}

/** Settles the open tips of matches that have just ended (void when not played out). */
export async function settleTips(db: FeedDb, fixtureIds: readonly number[]): Promise<number> {
  if (fixtureIds.length === 0) return 0;
  const open = await db
    .selectFrom('tips as t')
    .innerJoin('fixtures as f', 'f.id', 't.fixtureId')
    .select(['t.id', 't.market', 't.selection', 't.line', 'f.status', 'f.scheduleStatus', 'f.homeScore', 'f.awayScore'])
    .where('t.fixtureId', 'in', fixtureIds)
    .where('t.result', 'is', null)
    .execute();
  let settled = 0;
  for (const t of open) {
    if (!isOver(t)) continue;
    await db.updateTable('tips').set({ result: resultOf(t, t) }).where('id', '=', t.id).execute();
    settled++;
  }
  return settled;
}
