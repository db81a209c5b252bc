import type { MatchEventKind, Side } from '@/lib/domain/match-events';
import { formationSlots, linesOrDefault } from '@/lib/domain/formations';
import { randomFor } from '@/lib/random/seeded';
import { footballTimeline, minuteKey, type Goal } from './goals';

const MINUTE = 60_000;
const HALF_TIME_MS = 15 * MINUTE;

export interface SquadPlayer {
  id: number;
  name: string;
  position: string;
}

/** One event of a match, `offset` ms after kick-off, before the running score is added. */
export interface PlannedEvent {
  offset: number;
  minute: number;
  added: number;
  kind: MatchEventKind;
  side: Side;
  player: SquadPlayer | null;
  relatedName: string | null;
  points: number;
}

/** Real time from kick-off at which the clock reaches `minute` (+`added`); see clock.ts. */
export function footballOffset(minute: number, added: number, addedFirst: number): number {
  const secondStart = (45 + addedFirst) * MINUTE + HALF_TIME_MS;
  if (minute <= 45) return (minute - 1 + added) * MINUTE;
  return secondStart + (minute - 46 + added) * MINUTE;
}

export interface LineUp {
  /** The formation actually fielded (DEFAULT_FORMATION when the given one cannot be read). */
  formation: string;
  /** Eleven starters in slot order: keeper, then each line from the back (see formationSlots). */
  pitch: SquadPlayer[];
  bench: SquadPlayer[];
}

/**
 * Starters in the manager's formation, taken by position in squad order; a slot the squad cannot
 * fill by position goes to the first outfield player left. The match page draws the same lineup
 * the events are written from.
 */
export function lineUp(squad: readonly SquadPlayer[], formation?: string | null): LineUp {
  const shape = linesOrDefault(formation);
  const slots = formationSlots(shape.lines);
  const left = [...squad];
  const taken: (SquadPlayer | null)[] = slots.map((position) => {
    const i = left.findIndex((p) => p.position === position);
    return i < 0 ? null : (left.splice(i, 1)[0] ?? null);
  });
  const pitch = taken.flatMap((p, slot) => {
    if (p) return [p];
    const i = left.findIndex((x) => x.position !== 'GK' || slot === 0);
    return i < 0 ? [] : left.splice(i, 1);
  });
  return { formation: shape.formation, pitch, bench: left };
}

type Pick = (list: readonly SquadPlayer[], weight?: (p: SquadPlayer) => number) => SquadPlayer | null;

function picker(rand: () => number): Pick {
  return (list, weight = () => 1) => {
    const total = list.reduce((n, p) => n + weight(p), 0);
    if (total <= 0) return null;
    let r = rand() * total;
    for (const p of list) {
      r -= weight(p);
      if (r < 0) return p;
    }
    return list[list.length - 1] ?? null;
  };
}

const SCORER_WEIGHT: Record<string, number> = { FW: 6, MF: 3, DF: 1, GK: 0 };
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

interface Slot {
  minute: number;
  added: number;
}

function randomSlot(rand: () => number, from: number, to: number): Slot {
  return { minute: from + Math.floor(rand() * (to - from + 1)), added: 0 };
}

/** A match's events, and who of each side is still on the pitch at the final whistle. */
export interface FootballPlay {
  events: PlannedEvent[];
  onPitch: Record<Side, SquadPlayer[]>;
}

/**
 * Goals (from the clock's timeline, so scores always agree), cards and substitutions of a
 * football match, in order, with real players of both squads fielded in their managers'
 * formations. Deterministic per fixture, squads and formations.
 */
export function footballEvents(
  fixtureId: number,
  squads: Record<Side, readonly SquadPlayer[]>,
  formations: Partial<Record<Side, string | null>> = {},
): PlannedEvent[] {
  return footballPlay(fixtureId, squads, formations).events;
}

export function footballPlay(
  fixtureId: number,
  squads: Record<Side, readonly SquadPlayer[]>,
  formations: Partial<Record<Side, string | null>> = {},
): FootballPlay {
  const { addedFirst, goals } = footballTimeline(fixtureId);
  const rand = randomFor(`events:${fixtureId}`);
  const pick = picker(rand);
  type Raw = { slot: Slot; second: number; kind: 'goal' | 'card' | 'sub' | 'missed'; side: Side };
  const raws: Raw[] = goals.map((g: Goal) => ({ slot: { minute: g.minute, added: g.added }, second: 0, kind: 'goal', side: g.side }));
  for (const side of ['home', 'away'] as const) {
    const subs = 3 + Math.floor(rand() * 3);
    for (let i = 0; i < subs; i++) raws.push({ slot: i === 0 && rand() < 0.3 ? { minute: 46, added: 0 } : randomSlot(rand, 55, 88), second: 1 + Math.floor(rand() * 58), kind: 'sub', side });
    const cards = Math.floor(rand() * 4);
    for (let i = 0; i < cards; i++) raws.push({ slot: randomSlot(rand, 8, 90), second: 1 + Math.floor(rand() * 58), kind: 'card', side });
  }
  if (rand() < 0.06) raws.push({ slot: randomSlot(rand, 10, 85), second: 30, kind: 'missed', side: rand() < 0.5 ? 'home' : 'away' });
  raws.sort((a, b) => minuteKey(a.slot.minute, a.slot.added) - minuteKey(b.slot.minute, b.slot.added) || a.second - b.second);

  const teams = { home: lineUp(squads.home, formations.home), away: lineUp(squads.away, formations.away) };
  const booked = new Set<number>();
  const out: PlannedEvent[] = [];
  for (const raw of raws) {
    const { minute, added } = raw.slot;
    const base = { offset: footballOffset(minute, added, addedFirst) + raw.second * 1000, minute, added, side: raw.side };
    const team = teams[raw.side];
    const outfield = team.pitch.filter((p) => p.position !== 'GK');
    if (raw.kind === 'goal') {
      const r = rand();
      if (r < 0.04) {
        const unlucky = pick(teams[other(raw.side)].pitch.filter((p) => p.position === 'DF' || p.position === 'MF'));
        out.push({ ...base, kind: 'own-goal', player: unlucky, relatedName: null, points: 1 });
        continue;
      }
      const scorer = pick(outfield, (p) => SCORER_WEIGHT[p.position] ?? 1);
      const penalty = r < 0.13;
      const assist = !penalty && rand() < 0.65 ? pick(outfield.filter((p) => p !== scorer)) : null;
      out.push({ ...base, kind: penalty ? 'penalty-goal' : 'goal', player: scorer, relatedName: assist?.name ?? null, points: 1 });
    } else if (raw.kind === 'missed') {
      out.push({ ...base, kind: 'missed-penalty', player: pick(outfield, (p) => SCORER_WEIGHT[p.position] ?? 1), relatedName: null, points: 0 });
    } else if (raw.kind === 'sub') {
      const off = pick(outfield);
      if (!off) continue;
      // Like for like when the bench has one, so the formation keeps its shape.
      const outfieldBench = team.bench.filter((p) => p.position !== 'GK');
      const same = outfieldBench.filter((p) => p.position === off.position);
      const on = pick(same.length > 0 ? same : outfieldBench);
      if (!on) continue;
      team.pitch = team.pitch.map((p) => (p === off ? on : p));
      team.bench = team.bench.filter((p) => p !== on);
      out.push({ ...base, kind: 'sub', player: on, relatedName: off.name, points: 0 });
    } else {
      const player = pick(outfield);
      if (!player) continue;
      const straightRed = rand() < 0.04;
      const second = booked.has(player.id);
      booked.add(player.id);
      const kind: MatchEventKind = straightRed ? 'red' : second ? 'second-yellow' : 'yellow';
      if (kind !== 'yellow') team.pitch = team.pitch.filter((p) => p !== player);
      out.push({ ...base, kind, player, relatedName: null, points: 0 });
    }
  }
  return { events: out, onPitch: { home: teams.home.pitch, away: teams.away.pitch } };
}
