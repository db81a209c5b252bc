import { fixtureStateAt } from '@/server/feed/clock';
import type { LeagueDef } from './catalog-types';
import { fakerFor } from './fakers';
import type { LeagueData, SeedTeam } from './leagues';
import { doubleRoundRobin } from './round-robin';
import type { Row } from './rows';
import { LocalCalendar } from './zone-time';

/** Days around today (in Ho Chi Minh City) that get fixtures. */
export const FIXTURE_DAYS = { from: -5, to: 5 } as const;

/** How many finished fixtures end up in each hand-set state. */
const FIXED_PAST = { postponed: 3, cancelled: 2, wo: 2, abandoned: 1 } as const;

interface Planned {
  leagueId: number;
  def: LeagueDef;
  home: SeedTeam;
  away: SeedTeam;
  startTime: number;
  status: string;
}

function slotsOn(def: LeagueDef, weekday: number): readonly string[] {
  return def.slots.daily ?? def.slots[weekday as keyof LeagueDef['slots']] ?? [];
}

function planLeague(leagueId: number, def: LeagueDef, teams: SeedTeam[], cal: LocalCalendar, seed: number): Planned[] {
  const f = fakerFor(seed, `fixtures-${leagueId}`);
  const rounds = doubleRoundRobin(f.helpers.shuffle(teams)).map((round) => f.helpers.shuffle(round));
  const stream = rounds.flat();
  // Start somewhere in the season, at the beginning of a round.
  let next = f.number.int({ min: 0, max: rounds.length - 1 }) * (teams.length / 2);
  const planned: Planned[] = [];
  for (let day = FIXTURE_DAYS.from; day <= FIXTURE_DAYS.to; day++) {
    const seen = new Set<number>();
    for (const slot of [...slotsOn(def, cal.weekday(day))].sort()) {
      const pair = stream[next % stream.length];
      next++;
      if (!pair) continue;
      const [home, away] = pair;
      if (seen.has(home.row.id) || seen.has(away.row.id)) throw new Error(`${def.name}: a team plays twice on day ${day}`);
      seen.add(home.row.id);
      seen.add(away.row.id);
      planned.push({ leagueId, def, home, away, startTime: cal.at(day, slot), status: '' });
    }
  }
  return planned;
}

/** Marks a few finished fixtures postponed, cancelled, walked over or abandoned. */
function markFixedStates(planned: Planned[], now: number, seed: number): void {
  const f = fakerFor(seed, 'fixed-states');
  const finished = planned.filter((p) => p.startTime + 3 * 3_600_000 < now);
  const chosen = f.helpers.arrayElements(finished, Object.values(FIXED_PAST).reduce((a, b) => a + b, 0));
  let i = 0;
  for (const [status, count] of Object.entries(FIXED_PAST)) {
    for (let k = 0; k < count; k++) {
      const p = chosen[i++];
      if (p) p.status = status;
    }
  }
  const upcoming = planned.filter((p) => p.startTime > now + 86_400_000);
  const later = upcoming.length > 0 ? f.helpers.arrayElement(upcoming) : undefined;
  if (later) later.status = 'postponed';
}

/** Fixtures from five days ago to five days ahead, with states as the clock has them at `now`. */
export function buildFixtures(data: LeagueData, opts: { seed: number; now: number }): Row<'fixtures'>[] {
  const cal = new LocalCalendar(opts.now);
  const planned: Planned[] = [];
  for (const [leagueId, def] of data.defs) {
    const teams = data.teams.filter((t) => t.row.leagueId === leagueId);
    planned.push(...planLeague(leagueId, def, teams, cal, opts.seed));
  }
  markFixedStates(planned, opts.now, opts.seed);
  planned.sort((a, b) => a.startTime - b.startTime || a.leagueId - b.leagueId || a.home.row.id - b.home.row.id);

  const f = fakerFor(opts.seed, 'static-ids');
  const staticIds = new Set<number>();
  return planned.map((p, index) => {
    let staticId = f.number.int({ min: 1_000_000, max: 9_999_999 });
    while (staticIds.has(staticId)) staticId = f.number.int({ min: 1_000_000, max: 9_999_999 });
    staticIds.add(staticId);
    const id = index + 1;
    const state = fixtureStateAt({ id, liveModeId: p.def.liveModeId, startTime: p.startTime, status: p.status }, opts.now);
    return {
      id,
      staticId,
      liveModeId: p.def.liveModeId,
      leagueId: p.leagueId,
      homeTeamId: p.home.row.id,
      awayTeamId: p.away.row.id,
      venueId: p.home.row.venueId ?? null,
      startTime: p.startTime,
      ...state,
      updatedAt: opts.now,
    };
  });
}
