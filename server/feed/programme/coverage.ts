import { isAlwaysOnMode } from '@/lib/domain/live-modes';
import type { Translations } from '@/lib/domain/translated-text';
import type { Row } from '@/server/db/schema';
import type { FeedDb } from '../tables';

/** Leagues the site ranks this high (1 = first) are big: their matches get more rooms and a larger audience. */
const BIG_LEAGUE_PRIORITY = 7;

/** Commentators whose username starts so host a studio table all day instead of matches. */
export const STUDIO_HOST_PREFIX = 'studio.';

export type LeagueListing = Pick<Row<'leagues'>, 'id' | 'nameVi' | 'nameEn' | 'nameZh' | 'priority' | 'liveModeId'>;
export type TeamListing = Pick<Row<'teams'>, 'id' | 'name' | 'leagueId'>;

export interface CoveredLeague {
  names: Translations;
  priority: number;
  big: boolean;
  /** Studio tables on air around the clock rather than matches. */
  alwaysOn: boolean;
}

/** What the site knows of the competitions when it plans rooms. */
export interface Coverage {
  leagues: ReadonlyMap<number, CoveredLeague>;
  teamNames: ReadonlyMap<number, string>;
  /** Studio table (team) id → index of its pair among the studio tables; each pair has a host of its own. */
  studioPair: ReadonlyMap<number, number>;
}

export function isBigLeague(priority: number): boolean {
  return priority <= BIG_LEAGUE_PRIORITY;
}

/** Coverage of the listed leagues and teams; teams come in id order, which numbers the studio pairs. */
export function coverageOf(leagues: readonly LeagueListing[], teams: readonly TeamListing[]): Coverage {
  const covered = new Map<number, CoveredLeague>(
    leagues.map((l) => [l.id, { names: { vi: l.nameVi, en: l.nameEn, zh: l.nameZh }, priority: l.priority, big: isBigLeague(l.priority), alwaysOn: isAlwaysOnMode(l.liveModeId) }]),
  );
  const studioTables = teams.filter((t) => covered.get(t.leagueId)?.alwaysOn);
  return {
    leagues: covered,
    teamNames: new Map(teams.map((t) => [t.id, t.name])),
    studioPair: new Map(studioTables.map((t, i) => [t.id, Math.floor(i / 2)])),
  };
}

export async function readCoverage(db: FeedDb): Promise<Coverage> {
  const leagues = await db.selectFrom('leagues').select(['id', 'nameVi', 'nameEn', 'nameZh', 'priority', 'liveModeId']).orderBy('id').execute();
  const teams = await db.selectFrom('teams').select(['id', 'name', 'leagueId']).orderBy('id').execute();
  return coverageOf(leagues, teams);
}
