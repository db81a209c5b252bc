import type { z } from 'zod';
import type { LeagueDetail, TopScorer, leagueDetailCall } from '@/lib/contract/football-teams';
import { PLAYER_STAT_KINDS, RECENT_RESULTS_MAX, TOP_SCORERS_MAX, UPCOMING_FIXTURES_MAX } from '@/lib/domain/football-people';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { localizedColumn } from './localized';
import type { ServiceCtx } from './schedule';
import { standingsTable } from './standings';
import { finishedFixtures, upcomingFixtures } from './teams-fixtures';

/** Season goals are stored per player, not per competition, so only a league's own clubs bring them. */
const SEASON_CANDIDATES = 60;

async function windowGoals(db: Db, leagueId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('matchEvents as e')
    .innerJoin('fixtures as f', 'f.id', 'e.fixtureId')
    .select(['e.playerId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('f.leagueId', '=', leagueId)
    .where('e.kind', 'in', PLAYER_STAT_KINDS.goals)
    .where('e.playerId', 'is not', null)
    .groupBy('e.playerId')
    .execute();
  return new Map(rows.flatMap((r) => (r.playerId === null ? [] : [[r.playerId, Number(r.n)] as const])));
}

/** Season plus window goals, most first; ties by assists, then name. */
export async function topScorers(db: Db, leagueId: number, hasTable: boolean): Promise<TopScorer[]> {
  const window = await windowGoals(db, leagueId);
  const season = hasTable
    ? await db
        .selectFrom('playerSeasons as s')
        .innerJoin('players as p', 'p.id', 's.playerId')
        .innerJoin('teams as t', 't.id', 'p.teamId')
        .select(['s.playerId', 's.goals', 's.assists'])
        .where('t.leagueId', '=', leagueId)
        .orderBy('s.goals', 'desc')
        .orderBy('s.playerId')
        .limit(SEASON_CANDIDATES)
        .execute()
    : [];
  const totals = new Map<number, { goals: number; windowGoals: number; assists: number }>();
  for (const s of season) totals.set(s.playerId, { goals: s.goals, windowGoals: 0, assists: s.assists });
  for (const [id, n] of window) {
    const t = totals.get(id) ?? { goals: 0, windowGoals: 0, assists: 0 };
    totals.set(id, { ...t, goals: t.goals + n, windowGoals: n });
  }
  const ids = [...totals.keys()];
  if (ids.length === 0) return [];
  const people = await db
    .selectFrom('players as p')
    .innerJoin('teams as t', 't.id', 'p.teamId')
    .select(['p.id', 'p.name', 'p.slug', 'p.photo', 't.id as teamId', 't.name as teamName', 't.slug as teamSlug', 't.logo as teamLogo'])
    .where('p.id', 'in', ids)
    .execute();
  return people
    .flatMap((p) => {
      const t = totals.get(p.id);
      if (!t || t.goals === 0) return [];
      return [{ player: { id: p.id, name: p.name, slug: p.slug, photo: p.photo }, team: { id: p.teamId, name: p.teamName, slug: p.teamSlug, logo: p.teamLogo }, ...t }];
    })
    .sort((a, b) => b.goals - a.goals || b.assists - a.assists || a.player.name.localeCompare(b.player.name) || a.player.id - b.player.id)
    .slice(0, TOP_SCORERS_MAX);
}

/** The league's own clubs and any club that played in it (a cup has only the latter), by name. */
async function leagueTeams(db: Db, leagueId: number) {
  const rows = await db
    .selectFrom('teams as t')
    .select(['t.id', 't.name', 't.slug', 't.logo'])
    .where((eb) =>
      eb.or([
        eb('t.leagueId', '=', leagueId),
        eb.exists(
          eb.selectFrom('fixtures as f').select('f.id').where('f.leagueId', '=', leagueId).where((w) => w.or([w('f.homeTeamId', '=', w.ref('t.id')), w('f.awayTeamId', '=', w.ref('t.id'))])),
        ),
      ]),
    )
    .execute();
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** GET league detail: table, fixtures, results, top scorers and clubs; 404 for an unknown or non-football league. */
export async function leagueDetail(db: Db, q: z.output<typeof leagueDetailCall.query>, ctx: ServiceCtx): Promise<LeagueDetail> {
  const league = await db.selectFrom('leagues').select(['id', localizedColumn('name', ctx.locale).as('name'), 'slug', 'logo', 'country', 'liveModeId']).where('id', '=', q.leagueId).executeTakeFirst();
  if (!league || league.liveModeId !== LIVE_MODE.football) throw new ApiError(404, `leagueId: no football league ${q.leagueId}`);
  const table = await standingsTable(db, { leagueId: league.id }, ctx);
  const [fixtures, results, scorers, teams] = await Promise.all([
    upcomingFixtures(db, ctx.locale, { leagueId: league.id }, UPCOMING_FIXTURES_MAX),
    finishedFixtures(db, ctx.locale, { leagueId: league.id }, RECENT_RESULTS_MAX),
    topScorers(db, league.id, table.rows.length > 0),
    leagueTeams(db, league.id),
  ]);
  const { liveModeId: _mode, ...info } = league;
  return { league: info, table, fixtures, results, topScorers: scorers, teams };
}
