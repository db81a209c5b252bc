import type { Match } from '@/lib/contract/schedule';
import type { z } from 'zod/mini';
import type { postMatch } from '@/lib/contract/feed';
import { firstRoomPath, matchRoomPath } from '@/lib/domain/room-url';
import { matchPath } from '@/lib/domain/football-urls';
import type { Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { fixtureQuery, loadMatches } from '../matches';

export type PostMatch = z.infer<typeof postMatch>;

/** A match card: the fixture as it stands now, linking the room the author chose when it still streams it. */
export function toPostMatch(match: Match, roomId: number | null): PostMatch {
  const chosen = roomId !== null && match.users.some((u) => u.roomId === roomId) ? matchRoomPath(match, roomId) : null;
  return {
    fixtureId: match.fixtureId,
    league: match.league,
    home: match.localteam,
    away: match.visitorteam,
    startTimestamp: match.startTimestamp,
    status: match.status,
    scheduleStatus: match.scheduleStatus,
    score: match.score,
    href: matchPath({ staticId: match.staticId, leagueId: match.league.id, home: match.localteam, away: match.visitorteam }),
    roomHref: chosen ?? firstRoomPath(match),
  };
}

/** The fixtures of a page of posts with their rooms, in two queries, by fixture id. */
export async function matchesById(db: Db, fixtureIds: readonly number[], locale: Locale): Promise<Map<number, Match>> {
  const unique = [...new Set(fixtureIds)];
  if (unique.length === 0) return new Map();
  const matches = await loadMatches(db, fixtureQuery(db, locale).where('f.id', 'in', unique));
  return new Map(matches.map((m) => [m.fixtureId, m]));
}
