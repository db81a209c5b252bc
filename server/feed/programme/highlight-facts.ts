import type { Side } from '@/lib/domain/match-events';
import type { PackageEvent, SaveMoment, Speaker } from '@/server/services/highlights/package';
import { footballSaves } from '../simulated/saves';
import type { FeedDb } from '../tables';

interface Sides {
  homeTeamId: number;
  awayTeamId: number;
}

/** The starting goalkeeper of each team: the first keeper of its squad, as the line-ups pick him. */
async function keepers(db: FeedDb, teamIds: readonly number[]): Promise<Map<number, string>> {
  const rows = await db.selectFrom('players').select(['teamId', 'name']).where('teamId', 'in', teamIds).where('position', '=', 'GK').orderBy('id').execute();
  const out = new Map<number, string>();
  for (const r of rows) if (!out.has(r.teamId)) out.set(r.teamId, r.name);
  return out;
}

/** The saves of a football match, each with its goalkeeper's name when the squad is known. */
export async function savesOf(db: FeedDb, fixtureId: number, sides: Sides, events: readonly PackageEvent[]): Promise<SaveMoment[]> {
  const gk = await keepers(db, [sides.homeTeamId, sides.awayTeamId]);
  const teamOf = (s: Side) => (s === 'home' ? sides.homeTeamId : sides.awayTeamId);
  return footballSaves(fixtureId, events).map((s) => ({ ...s, keeper: gk.get(teamOf(s.side)) ?? null }));
}

/** Who gives the post-match interviews: each side's manager when it has one on file, else the side itself. */
export async function speakersOf(db: FeedDb, sides: Sides): Promise<Speaker[]> {
  const rows = await db.selectFrom('managers').select(['teamId', 'name']).where('teamId', 'in', [sides.homeTeamId, sides.awayTeamId]).execute();
  const manager = (teamId: number) => rows.find((r) => r.teamId === teamId)?.name ?? null;
  return [{ side: 'home', manager: manager(sides.homeTeamId) }, { side: 'away', manager: manager(sides.awayTeamId) }];
}
