import { matchPath } from '../../lib/domain/football-urls';

interface ListedMatch { staticId: number; league: { id: number }; localteam: { id: number; name: string }; visitorteam: { id: number; name: string } }

/** A finished football match: every section of its page has content (full timeline, statistics, lineups). */
export async function finishedMatch(origin: string): Promise<string> {
  const res = await fetch(`${origin}/live/api/schedule/feature-match?status=3&liveModeId=6&pageSize=1`);
  const [m] = ((await res.json()) as { data: ListedMatch[] }).data;
  if (!m) throw new Error('no finished football match to measure');
  return matchPath({ staticId: m.staticId, leagueId: m.league.id, home: m.localteam, away: m.visitorteam });
}
