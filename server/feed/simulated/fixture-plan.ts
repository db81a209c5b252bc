import { LocalCalendar } from '@/lib/format/local-calendar';
import { fakerFor } from '@/lib/random/faker';
import type { Row } from '@/server/db/schema';
import { stateColumns } from '../vendor';
import type { LeagueDef } from './catalog/types';
import { fixtureStateAt } from './clock';
import type { LeagueData, CatalogTeam } from './leagues';
import { doubleRoundRobin } from './round-robin';

export interface Planned {
  leagueId: number;
  def: LeagueDef;
  home: CatalogTeam;
  away: CatalogTeam;
  startTime: number;
}

export interface Numbered extends Planned {
  id: number;
  status: string;
}

/** Kick-offs in [first, last), planned on calendars anchored at `now`, over local days `from`..`to` of `now`. */
export interface PlanWindow {
  now: number;
  first: number;
  last: number;
  from: number;
  to: number;
}

function slotsOn(def: LeagueDef, weekday: number): readonly string[] {
  return def.slots.daily ?? def.slots[weekday as keyof LeagueDef['slots']] ?? [];
}

type Pairing = [CatalogTeam, CatalogTeam];

/**
 * Moves the first pairing from `next` on whose teams are both still free today to `next`, so
 * nobody plays twice in a local day, and returns it.
 */
function takeFreePairing(stream: Pairing[], next: number, playing: Set<number>, what: string): Pairing {
  const at = (i: number) => stream[i % stream.length] as Pairing;
  let k = 0;
  while (k < stream.length && at(next + k).some((t) => playing.has(t.row.id))) k++;
  if (k === stream.length) throw new Error(`${what}: more matches than free teams`);
  const chosen = at(next + k);
  stream[(next + k) % stream.length] = at(next);
  stream[next % stream.length] = chosen;
  return chosen;
}

/** Kick-offs on the league's own calendar; `purpose` salts the faker so each planned span draws its own rounds. */
function planLeague(leagueId: number, def: LeagueDef, teams: CatalogTeam[], window: PlanWindow, seed: number, purpose: string): Planned[] {
  const f = fakerFor(seed, `fixtures-${leagueId}${purpose}`);
  const rounds = doubleRoundRobin(f.helpers.shuffle(teams)).map((round) => f.helpers.shuffle(round));
  const stream = rounds.flat();
  const cal = new LocalCalendar(window.now, def.zone);
  // Start somewhere in the season, at the beginning of a round.
  let next = f.number.int({ min: 0, max: rounds.length - 1 }) * (teams.length / 2);
  const planned: Planned[] = [];
  for (let day = window.from; day <= window.to; day++) {
    const playing = new Set<number>();
    for (const slot of [...slotsOn(def, cal.weekday(day))].sort()) {
      const [home, away] = takeFreePairing(stream, next++, playing, `${def.name} on day ${day}`);
      playing.add(home.row.id);
      playing.add(away.row.id);
      const startTime = cal.at(day, slot);
      if (startTime >= window.first && startTime < window.last) planned.push({ leagueId, def, home, away, startTime });
    }
  }
  return planned;
}

/** Studio tables: the same pair every day, one session from local midnight to midnight. */
function planSessions(leagueId: number, def: LeagueDef, teams: CatalogTeam[], window: PlanWindow): Planned[] {
  const cal = new LocalCalendar(window.now, def.zone);
  const planned: Planned[] = [];
  for (let day = window.from; day <= window.to; day++) {
    for (let i = 0; i + 1 < teams.length; i += 2) {
      const startTime = cal.startOf(day);
      const [home, away] = [teams[i] as CatalogTeam, teams[i + 1] as CatalogTeam];
      if (startTime >= window.first && startTime < window.last) planned.push({ leagueId, def, home, away, startTime });
    }
  }
  return planned;
}

/** Every competition's fixtures in the window, in kick-off order. */
export function planAll(data: LeagueData, window: PlanWindow, seed: number, purpose = ''): Planned[] {
  const planned: Planned[] = [];
  for (const [leagueId, def] of data.defs) {
    const teams = data.teams.filter((t) => t.row.leagueId === leagueId);
    planned.push(...(def.alwaysOn ? planSessions(leagueId, def, teams, window) : planLeague(leagueId, def, teams, window, seed, purpose)));
  }
  return planned.sort((a, b) => a.startTime - b.startTime || a.leagueId - b.leagueId || a.home.row.id - b.home.row.id);
}

/** Seven-digit public ids nobody else holds. */
export function staticIdMaker(seed: number, purpose: string, taken: Set<number>): () => number {
  const f = fakerFor(seed, purpose);
  return () => {
    let staticId = f.number.int({ min: 1_000_000, max: 9_999_999 });
    while (taken.has(staticId)) staticId = f.number.int({ min: 1_000_000, max: 9_999_999 });
    taken.add(staticId);
    return staticId;
  };
}

/** The fixture row, in the state the clock has it at `now`. */
export function fixtureRow(p: Numbered, staticId: number, now: number, fate: string | null = null): Row<'fixtures'> {
  const clock = { id: p.id, liveModeId: p.def.liveModeId, startTime: p.startTime, status: p.status, fate, knockout: p.def.knockout ?? false };
  return {
    id: p.id,
    staticId,
    liveModeId: p.def.liveModeId,
    leagueId: p.leagueId,
    homeTeamId: p.home.row.id,
    awayTeamId: p.away.row.id,
    venueId: p.home.row.venueId ?? null,
    startTime: p.startTime,
    ...stateColumns(fixtureStateAt(clock, now)),
    updatedAt: now,
  };
}
