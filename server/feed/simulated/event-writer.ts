import { LIVE_MODE } from '@/lib/domain/live-modes';
import type { Side } from '@/lib/domain/match-events';
import type { Row } from '@/server/db/schema';
import type { FeedDb } from '../tables';
import { feedCatalogue } from './catalogue-cache';
import { ALWAYS_ON_MODES } from './clock';
import { eventsAt, type SquadPlayer } from './events';

/** Every match with events is over this long after kick-off. */
const LONGEST_MS = 4 * 3_600_000;
/** Ids per IN (...) list, well under either database's bind-parameter limit. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Writes the events that happened by `now` in matches that were running at some point after
 * `since`; only rows not written yet (by `seq`), so repeating a `now` writes nothing.
 */
export async function writeEvents(db: FeedDb, now: number, since: number): Promise<number> {
  const { knockout } = feedCatalogue();
  const fixtures = await db
    .selectFrom('fixtures as f')
    .leftJoin('feedFixtures as ff', 'ff.fixtureId', 'f.id')
    .select(['f.id', 'f.leagueId', 'f.liveModeId', 'f.startTime', 'f.status', 'f.homeTeamId', 'f.awayTeamId', 'ff.fate'])
    .where('f.startTime', '>=', since - LONGEST_MS)
    .where('f.startTime', '<=', now)
    .where('f.liveModeId', 'not in', ALWAYS_ON_MODES)
    .execute();
  if (fixtures.length === 0) return 0;

  const written = new Map<number, number>();
  for (const ids of chunks(fixtures.map((f) => f.id))) {
    const rows = await db.selectFrom('matchEvents').select(['fixtureId', (eb) => eb.fn.max('seq').as('last')]).where('fixtureId', 'in', ids).groupBy('fixtureId').execute();
    for (const r of rows) written.set(r.fixtureId, Number(r.last));
  }

  const planned = await plannedEvents(db, fixtures, now, knockout);
  const fresh = planned.filter((e) => e.seq > (written.get(e.fixtureId) ?? 0));
  // A few hundred rows per statement: few round trips, under bind-parameter limits.
  for (let i = 0; i < fresh.length; i += 200) await db.insertInto('matchEvents').values(fresh.slice(i, i + 200)).execute();
  return fresh.length;
}

type EventFixture = Omit<Parameters<typeof eventsAt>[0], 'knockout'> & { leagueId: number; homeTeamId: number; awayTeamId: number };

/** Every event of the given fixtures that has happened by `now`, from their squads, without writing them. */
export async function plannedEvents(db: FeedDb, fixtures: readonly EventFixture[], now: number, knockout = feedCatalogue().knockout): Promise<Row<'matchEvents'>[]> {
  const teamIds = [...new Set(fixtures.filter((f) => f.liveModeId === LIVE_MODE.football).flatMap((f) => [f.homeTeamId, f.awayTeamId]))];
  const squads = new Map<number, SquadPlayer[]>();
  const formations = new Map<number, string>();
  for (const ids of chunks(teamIds)) {
    const players = await db.selectFrom('players').select(['id', 'name', 'position', 'teamId']).where('teamId', 'in', ids).orderBy('id').execute();
    for (const p of players) squads.set(p.teamId, [...(squads.get(p.teamId) ?? []), p]);
    const managers = await db.selectFrom('managers').select(['teamId', 'formation']).where('teamId', 'in', ids).execute();
    for (const m of managers) formations.set(m.teamId, m.formation);
  }
  const out: Row<'matchEvents'>[] = [];
  for (const f of fixtures) {
    const sides: Record<Side, SquadPlayer[]> = { home: squads.get(f.homeTeamId) ?? [], away: squads.get(f.awayTeamId) ?? [] };
    const shapes = { home: formations.get(f.homeTeamId) ?? null, away: formations.get(f.awayTeamId) ?? null };
    out.push(...eventsAt({ ...f, knockout: knockout.has(f.leagueId) }, sides, now, shapes));
  }
  return out;
}
