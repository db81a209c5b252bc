import { scheduleQueryInput } from '@/components/schedule/schedule-query';
import { liveScheduleQuery } from '@/lib/api/queries/schedule';
import type { Match } from '@/lib/contract/schedule';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { required } from '@/server/api/page-data';
import { serverQuery } from '@/server/api/server-query';

/**
 * The esports league a `/esport/{slug}` page names, looked up among the esports fixtures of the
 * schedule's days: a league with nothing on the schedule has no page. Each day is asked with the key
 * the esports list uses, so the day the page shows is not asked twice. A day that fails is the error
 * view rather than a 404 for a league that may well exist.
 */
export async function findEsportLeague(slug: string, days: readonly string[], timeZone: string): Promise<Match['league'] | null> {
  const perDay = await Promise.all(
    days.map(async (date) => required(await serverQuery(liveScheduleQuery(scheduleQueryInput(date, timeZone, LIVE_MODE.esport))), `esports on ${date}`)),
  );
  for (const matches of perDay) {
    const found = matches.find((m) => m.league.slug === slug);
    if (found) return found.league;
  }
  return null;
}
