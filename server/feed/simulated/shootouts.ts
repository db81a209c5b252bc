import type { Db } from '@/server/db/client';
import { feedDb } from '../tables';

export interface ShootoutScore {
  home: number;
  away: number;
}

/**
 * Penalty shoot-out scores of fixtures that ended "pen" (the match score stays in fixtures), for
 * showing "[1-1] (4-3 pen)"; fixtures without a shoot-out are absent.
 */
export async function shootoutScores(db: Db, fixtureIds: readonly number[]): Promise<Map<number, ShootoutScore>> {
  const out = new Map<number, ShootoutScore>();
  if (fixtureIds.length === 0) return out;
  const rows = await feedDb(db)
    .selectFrom('feedFixtures')
    .select(['fixtureId', 'shootoutHome', 'shootoutAway'])
    .where('fixtureId', 'in', fixtureIds)
    .where('shootoutHome', 'is not', null)
    .execute();
  for (const r of rows) if (r.shootoutHome !== null && r.shootoutAway !== null) out.set(r.fixtureId, { home: r.shootoutHome, away: r.shootoutAway });
  return out;
}
