import type { Match } from '@/lib/contract/schedule';
import { liveSchedule as liveScheduleCall } from '@/lib/contract/schedule';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import type { Locale } from '@/lib/domain/locale';
import { getDb } from '@/server/db/client';
import { liveSchedule } from '@/server/services/schedule';

/**
 * The esports league a `/esport/{slug}` page names, looked up among the esports fixtures of the
 * schedule's days: a league with nothing on the schedule has no page.
 */
export async function findEsportLeague(
  slug: string,
  days: readonly string[],
  timeZone: string,
  locale: Locale,
): Promise<Match['league'] | null> {
  const db = await getDb();
  const perDay = await Promise.all(
    days.map((date) =>
      liveSchedule(db, liveScheduleCall.query.parse({ date, timezone: timeZone, liveModeId: LIVE_MODE.esport }), { locale }),
    ),
  );
  for (const matches of perDay) {
    const found = matches.find((m) => m.league.slug === slug);
    if (found) return found.league;
  }
  return null;
}
