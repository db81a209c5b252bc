import type { z } from 'zod';
import type { PlayerDetail, playerDetailCall } from '@/lib/contract/football-teams';
import { ageOn, PLAYER_EVENT_KINDS, PLAYER_RECENT_MAX, PLAYER_STAT_KINDS } from '@/lib/domain/football-people';
import { MATCH_EVENT_KINDS, type MatchEventKind } from '@/lib/domain/match-events';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import type { ServiceCtx } from './schedule';
import { recentFixtures, requireFootballTeam } from './teams-fixtures';

const GOAL_KINDS: readonly string[] = PLAYER_STAT_KINDS.goals;
const isKind = (k: string): k is MatchEventKind => (MATCH_EVENT_KINDS as readonly string[]).includes(k);

export interface WindowEvent {
  fixtureId: number;
  minute: number;
  added: number;
  kind: MatchEventKind;
  /** The player set up this goal rather than scoring it. */
  assist: boolean;
}

/**
 * The player's events in the window's matches: their own (by id) and the goals they set up, which
 * the feed records by the assisting player's name on the scoring side.
 */
export async function windowEvents(db: Db, player: { id: number; name: string; teamId: number }): Promise<WindowEvent[]> {
  const rows = await db
    .selectFrom('matchEvents as e')
    .innerJoin('fixtures as f', 'f.id', 'e.fixtureId')
    .select(['e.fixtureId', 'e.minute', 'e.added', 'e.kind', 'e.playerId', 'e.seq'])
    .where((eb) =>
      eb.or([
        eb('e.playerId', '=', player.id),
        eb.and([
          eb('e.relatedName', '=', player.name),
          eb('e.kind', 'in', GOAL_KINDS),
          eb.or([
            eb.and([eb('e.side', '=', 'home'), eb('f.homeTeamId', '=', player.teamId)]),
            eb.and([eb('e.side', '=', 'away'), eb('f.awayTeamId', '=', player.teamId)]),
          ]),
        ]),
      ]),
    )
    .orderBy('e.fixtureId')
    .orderBy('e.seq')
    .execute();
  return rows.flatMap((r) =>
    isKind(r.kind) ? [{ fixtureId: r.fixtureId, minute: r.minute, added: r.added, kind: r.kind, assist: r.playerId !== player.id }] : [],
  );
}

export function countWindow(events: readonly WindowEvent[]): PlayerDetail['window'] {
  const own = events.filter((e) => !e.assist);
  const count = (kinds: readonly string[]) => own.filter((e) => kinds.includes(e.kind)).length;
  return {
    goals: count(PLAYER_STAT_KINDS.goals),
    assists: events.filter((e) => e.assist).length,
    yellowCards: count(PLAYER_STAT_KINDS.yellowCards),
    redCards: count(PLAYER_STAT_KINDS.redCards),
  };
}

export async function requirePlayer(db: Db, playerId: number) {
  const p = await db
    .selectFrom('players')
    .select(['id', 'name', 'slug', 'photo', 'shirtNumber', 'position', 'nationality', 'birthDate', 'teamId'])
    .where('id', '=', playerId)
    .executeTakeFirst();
  if (!p) throw new ApiError(404, `playerId: no player ${playerId}`);
  return p;
}

/** GET player detail: profile, season plus window stats, recent matches with the player's events. */
export async function playerDetail(db: Db, q: z.output<typeof playerDetailCall.query>, ctx: ServiceCtx): Promise<PlayerDetail> {
  const p = await requirePlayer(db, q.playerId);
  const club = await requireFootballTeam(db, p.teamId, ctx.locale).catch(() => {
    throw new ApiError(404, `playerId: no football player ${q.playerId}`);
  });
  const [season, events, recent] = await Promise.all([
    db.selectFrom('playerSeasons').selectAll().where('playerId', '=', p.id).executeTakeFirst(),
    windowEvents(db, p),
    recentFixtures(db, ctx.locale, { teamId: p.teamId }, PLAYER_RECENT_MAX),
  ]);
  const window = countWindow(events);
  const { teamId: _team, ...profile } = p;
  return {
    player: { ...profile, age: ageOn(p.birthDate, ctx.now ?? Date.now()) },
    team: club.team,
    league: club.league,
    stats: {
      appearances: season?.appearances ?? 0,
      starts: season?.starts ?? 0,
      minutes: season?.minutes ?? 0,
      goals: (season?.goals ?? 0) + window.goals,
      assists: (season?.assists ?? 0) + window.assists,
      yellowCards: (season?.yellowCards ?? 0) + window.yellowCards,
      redCards: (season?.redCards ?? 0) + window.redCards,
      rating: Number(season?.rating ?? 0),
    },
    window,
    marketValue: season?.marketValue ?? 0,
    recent: recent.map((fixture) => ({
      fixture,
      events: events
        .filter((e) => e.fixtureId === fixture.fixtureId && PLAYER_EVENT_KINDS.includes(e.kind))
        .map(({ minute, added, kind, assist }) => ({ minute, added, kind, assist })),
    })),
  };
}
