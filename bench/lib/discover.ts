import { matchPath } from '../../lib/domain/football-urls';
import { LIVE_MODE } from '../../lib/domain/live-modes';
import { firstRoomPath } from '../../lib/domain/room-url';

interface ListedMatch { staticId: number; league: { id: number }; localteam: { id: number; name: string }; visitorteam: { id: number; name: string } }

/** A finished football match: every section of its page has content (full timeline, statistics, lineups). */
export async function finishedMatch(origin: string): Promise<string> {
  const res = await fetch(`${origin}/live/api/schedule/feature-match?status=3&liveModeId=${LIVE_MODE.football}&pageSize=1`);
  const [m] = ((await res.json()) as { data: ListedMatch[] }).data;
  if (!m) throw new Error('no finished football match to measure');
  return matchPath({ staticId: m.staticId, leagueId: m.league.id, home: m.localteam, away: m.visitorteam });
}

interface LiveMatch { liveModeId: number; home: string; away: string; roomId: number | null; localteam: { id: number }; visitorteam: { id: number }; users: { roomId: number }[] }

/** The first live room of a match on air now, of any sport or of one live mode. */
export async function liveRoom(origin: string, liveModeId?: number): Promise<string> {
  const mode = liveModeId === undefined ? '' : `&liveModeId=${liveModeId}`;
  const res = await fetch(`${origin}/live/api/schedule/feature-match?status=2&pageSize=50${mode}`);
  const matches = ((await res.json()) as { data: LiveMatch[] }).data;
  const path = matches.map(firstRoomPath).find((p): p is string => p !== null);
  if (!path) throw new Error('no live room to measure');
  return path;
}

/** A football match's live room; at an hour when none is on air, any live room. */
export const liveFootballRoom = (origin: string) => liveRoom(origin, LIVE_MODE.football).catch(() => liveRoom(origin));
