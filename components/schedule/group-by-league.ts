import type { Match } from '@/lib/contract/schedule';
import { isAlwaysOnMode } from '@/lib/domain/live-modes';
import { isLive } from '@/lib/domain/match-status';

export interface LeagueGroup {
  league: Match['league'];
  liveModeId: number;
  matches: Match[];
}

function liveFirst(a: Match, b: Match): number {
  const live = Number(isLive(b.status)) - Number(isLive(a.status));
  return live !== 0 ? live : a.startTimestamp - b.startTimestamp || a.fixtureId - b.fixtureId;
}

/**
 * A day's matches by league. Sports come before the studios' round-the-clock tables, which are
 * always on air and would otherwise head every day; then leagues with a live match, then by their
 * first kick-off. Inside a league live matches lead, then by kick-off.
 */
export function groupByLeague(matches: readonly Match[]): LeagueGroup[] {
  const groups = new Map<number, LeagueGroup>();
  for (const match of matches) {
    const group = groups.get(match.league.id);
    if (group) group.matches.push(match);
    else groups.set(match.league.id, { league: match.league, liveModeId: match.liveModeId, matches: [match] });
  }
  const sorted = [...groups.values()].map((g) => ({ ...g, matches: [...g.matches].sort(liveFirst) }));
  return sorted.sort((a, b) => {
    const [firstA, firstB] = [a.matches[0] as Match, b.matches[0] as Match];
    const studios = Number(isAlwaysOnMode(a.liveModeId)) - Number(isAlwaysOnMode(b.liveModeId));
    return studios || liveFirst(firstA, firstB) || a.league.name.localeCompare(b.league.name);
  });
}

/** Filter 999 "scheduled": only matches a commentator is booked to broadcast. */
export function hasBroadcast(match: Match): boolean {
  return match.users.length > 0;
}
