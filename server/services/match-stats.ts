import type { z } from 'zod';
import type { footballMatchStatistics } from '@/lib/contract/football-match';
import { REGULAR_MINUTES } from '@/lib/domain/match-statistics';
import { matchStateOf } from '@/lib/domain/match-status';
import type { Db } from '@/server/db/client';
import { matchStatistics } from '@/server/feed/simulated/match-statistics';
import type { FixtureCore } from './fixture-lookup';
import { requireFootballFixture } from './match-detail';
import type { ServiceCtx } from './schedule';

const HALF = REGULAR_MINUTES / 2;

/**
 * Minutes played as the statistics count them: the running minute while live (added time counts on
 * top of its half), all of regular time once ended, and up to the last event for a stopped match.
 */
export function minutesPlayed(f: Pick<FixtureCore, 'status'>, lastEventMinute: number): number {
  const raw = f.status.trim().toLowerCase();
  const state = matchStateOf(raw);
  if (raw === 'ht') return HALF;
  if (state === 'live') {
    const m = /^(\d{1,3})(?:\+(\d{1,2}))?'?$/.exec(raw);
    return m ? Number(m[1]) + Number(m[2] ?? 0) : lastEventMinute;
  }
  if (state === 'end' || state === 'awarded') return Math.max(REGULAR_MINUTES, lastEventMinute);
  if (state === 'abandoned' || state === 'suspended' || state === 'interrupted') return lastEventMinute;
  return 0;
}

/** GET match/statistics: null before kick-off; 404 unless a football fixture. */
export async function footballStatistics(
  db: Db,
  q: z.output<typeof footballMatchStatistics.query>,
  _ctx: ServiceCtx,
): Promise<z.output<typeof footballMatchStatistics.data>> {
  const f = await requireFootballFixture(db, q.fixtureId);
  const last = await db.selectFrom('matchEvents').select((eb) => eb.fn.max('minute').as('m')).where('fixtureId', '=', f.id).executeTakeFirst();
  const minute = minutesPlayed(f, Number(last?.m ?? 0));
  const stats = matchStatistics(f.id, minute, { home: f.homeScore ?? 0, away: f.awayScore ?? 0 });
  return stats ? { minute, ...stats } : null;
}
