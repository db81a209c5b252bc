import type { Match } from '@/lib/contract/schedule';
import { matchPath } from './football-urls';
import { LIVE_MODE } from './live-modes';
import { matchOffer } from './match-offer';
import { firstRoomPath } from './room-url';

/** Where a match's card or row leads: its first room while it runs, else a football match's page; null when nowhere. */
export function matchLink(match: Match): string | null {
  const room = matchOffer(match.status).watch ? firstRoomPath(match) : null;
  if (room) return room;
  if (match.liveModeId !== LIVE_MODE.football) return null;
  return matchPath({ staticId: match.staticId, leagueId: match.league.id, home: match.localteam, away: match.visitorteam });
}
