import type { z } from 'zod';
import type { MatchDetail, MatchLive, footballMatch, footballMatchLive } from '@/lib/contract/football-match';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { requireFixture, type FixtureCore } from './fixture-lookup';
import { fixtureQuery, loadMatches, scoreText } from './matches';
import type { ServiceCtx } from './schedule';

/** A football fixture by id; any other fixture (unknown, or another sport) is the caller's 404. */
export async function requireFootballFixture(db: Db, fixtureId: number): Promise<FixtureCore> {
  const f = await requireFixture(db, fixtureId);
  if (f.liveModeId !== LIVE_MODE.football) throw new ApiError(404, `fixtureId: no football match ${fixtureId}`);
  return f;
}

/** GET match: the fixture with its league, teams, rooms and venue. */
export async function footballMatchDetail(db: Db, q: z.output<typeof footballMatch.query>, ctx: ServiceCtx): Promise<MatchDetail> {
  const [found] = await loadMatches(db, fixtureQuery(db, ctx.locale).where('f.staticId', '=', q.staticId).where('f.liveModeId', '=', LIVE_MODE.football));
  if (!found) throw new ApiError(404, `staticId: no football match ${q.staticId}`);
  if (q.leagueId !== undefined && q.leagueId !== found.league.id) throw new ApiError(404, `leagueId: match ${q.staticId} is not in league ${q.leagueId}`);
  const venue = await db
    .selectFrom('fixtures as f')
    .innerJoin('venues as v', 'v.id', 'f.venueId')
    .select(['v.id', 'v.name', 'v.city', 'v.capacity'])
    .where('f.id', '=', found.fixtureId)
    .executeTakeFirst();
  return { match: found, venue: venue ?? null };
}

/** GET match/live: status, score and how many events there are, for the header's poll. */
export async function footballMatchLiveState(db: Db, q: z.output<typeof footballMatchLive.query>): Promise<MatchLive> {
  const f = await requireFootballFixture(db, q.fixtureId);
  const count = await db.selectFrom('matchEvents').select((eb) => eb.fn.countAll<number | string>().as('n')).where('fixtureId', '=', f.id).executeTakeFirst();
  return { status: f.status, scheduleStatus: f.scheduleStatus, score: scoreText(f.homeScore, f.awayScore), eventCount: Number(count?.n ?? 0) };
}
