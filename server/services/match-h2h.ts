import type { z } from 'zod';
import type { Meeting, footballMatchHeadToHead } from '@/lib/contract/football-match';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import { earlierMeetings } from '@/server/feed/simulated/head-to-head';
import { requireFootballFixture } from './match-detail';
import type { ServiceCtx } from './schedule';

/** At most this many meetings are listed. */
export const MEETINGS_MAX = 10;

type HeadToHead = z.output<typeof footballMatchHeadToHead.data>;

/** Wins of `homeId` and `awayId` (whichever was at home then) and draws, over the meetings. */
export function summarise(meetings: readonly Meeting[], homeId: number): HeadToHead['summary'] {
  const summary = { homeWins: 0, draws: 0, awayWins: 0 };
  for (const m of meetings) {
    if (m.homeScore === m.awayScore) summary.draws += 1;
    else if ((m.homeScore > m.awayScore ? m.homeTeamId : m.awayTeamId) === homeId) summary.homeWins += 1;
    else summary.awayWins += 1;
  }
  return summary;
}

/** GET match/head-to-head: finished fixtures between the two teams, then earlier seasons' meetings; 404 unless a football fixture. */
export async function footballHeadToHead(db: Db, q: z.output<typeof footballMatchHeadToHead.query>, _ctx: ServiceCtx): Promise<HeadToHead> {
  const f = await requireFootballFixture(db, q.fixtureId);
  const [teams, real] = await Promise.all([
    db.selectFrom('teams').select(['id', 'name', 'slug', 'logo']).where('id', 'in', [f.homeTeamId, f.awayTeamId]).execute(),
    db
      .selectFrom('fixtures')
      .select(['id', 'startTime', 'homeTeamId', 'awayTeamId', 'homeScore', 'awayScore'])
      .where((eb) =>
        eb.or([
          eb.and([eb('homeTeamId', '=', f.homeTeamId), eb('awayTeamId', '=', f.awayTeamId)]),
          eb.and([eb('homeTeamId', '=', f.awayTeamId), eb('awayTeamId', '=', f.homeTeamId)]),
        ]),
      )
      .where('id', '!=', f.id)
      .where('scheduleStatus', '=', SCHEDULE_STATUS.ended)
      .where('startTime', '<', f.startTime)
      .orderBy('startTime', 'desc')
      .limit(MEETINGS_MAX)
      .execute(),
  ]);
  const home = teams.find((t) => t.id === f.homeTeamId);
  const away = teams.find((t) => t.id === f.awayTeamId);
  if (!home || !away) throw new Error(`fixture ${f.id} names a team that does not exist`);
  const recorded: Meeting[] = real.flatMap((r) =>
    r.homeScore === null || r.awayScore === null
      ? []
      : [{ fixtureId: r.id, startTimestamp: Number(r.startTime), homeTeamId: r.homeTeamId, awayTeamId: r.awayTeamId, homeScore: r.homeScore, awayScore: r.awayScore }],
  );
  const oldest = Math.min(f.startTime, ...recorded.map((m) => m.startTimestamp));
  const earlier = earlierMeetings(f.homeTeamId, f.awayTeamId, f.startTime)
    .filter((m) => m.startTime < oldest)
    .map((m): Meeting => ({ fixtureId: null, startTimestamp: m.startTime, homeTeamId: m.homeTeamId, awayTeamId: m.awayTeamId, homeScore: m.homeScore, awayScore: m.awayScore }));
  const meetings = [...recorded, ...earlier].slice(0, MEETINGS_MAX);
  return { home, away, meetings, summary: summarise(meetings, f.homeTeamId) };
}
