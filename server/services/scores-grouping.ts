import type { Match } from '@/lib/contract/schedule';
import type { LeagueDay } from '@/lib/contract/football-scores';

export interface LeagueInfo {
  id: number;
  country: string;
  priority: number;
}

const byKickoff = (a: Match, b: Match) => a.startTimestamp - b.startTimestamp || a.fixtureId - b.fixtureId;

/**
 * A day's matches by league: leagues by priority (lower first, then name), matches inside a league
 * by kick-off. A league missing from `leagues` goes last.
 */
export function groupByLeaguePriority(matches: readonly Match[], leagues: ReadonlyMap<number, LeagueInfo>): LeagueDay[] {
  const groups = new Map<number, LeagueDay>();
  for (const m of matches) {
    const group = groups.get(m.league.id);
    if (group) {
      group.matches.push(m);
      continue;
    }
    const info = leagues.get(m.league.id);
    groups.set(m.league.id, { league: { ...m.league, country: info?.country ?? '', priority: info?.priority ?? Number.MAX_SAFE_INTEGER }, matches: [m] });
  }
  return [...groups.values()]
    .map((g) => ({ ...g, matches: [...g.matches].sort(byKickoff) }))
    .sort((a, b) => a.league.priority - b.league.priority || a.league.name.localeCompare(b.league.name));
}
