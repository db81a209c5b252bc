import type { z } from 'zod';
import type { LineupPlayer, PitchSpot, TeamLineup, footballMatchLineups } from '@/lib/contract/football-match';
import { LINEUP_POSITIONS, linesOrDefault, slotLines, type LineupPosition } from '@/lib/domain/formations';
import type { Side } from '@/lib/domain/match-events';
import type { Db } from '@/server/db/client';
import { lineUp } from '@/server/feed/simulated/football-events';
import { requireFootballFixture } from './match-detail';
import type { ServiceCtx } from './schedule';

type Lineups = z.output<typeof footballMatchLineups.data>;

interface EventRow {
  kind: string;
  side: Side;
  minute: number;
  added: number;
  playerId: number | null;
  relatedName: string | null;
}

const POSITIONS: ReadonlySet<string> = new Set(LINEUP_POSITIONS);
const positionOf = (raw: string): LineupPosition => (POSITIONS.has(raw) ? (raw as LineupPosition) : 'MF');

/**
 * Puts a side's events on its starting XI: a substitute takes the place of the player they replaced,
 * scorers and cards are marked. Sent-off players stay on the drawing with their red card.
 */
export function applyEvents(pitch: PitchSpot[], bench: LineupPlayer[], events: readonly EventRow[]): { pitch: PitchSpot[]; bench: LineupPlayer[] } {
  let spots = pitch.map((s) => ({ ...s }));
  let left = [...bench];
  for (const e of events) {
    const at = spots.findIndex((s) => s.player.id === e.playerId);
    if (e.kind === 'sub') {
      const on = left.find((p) => p.id === e.playerId);
      const off = spots.findIndex((s) => s.player.name === e.relatedName && s.card !== 'red');
      const spot = spots[off];
      if (!on || !spot) continue;
      spots = spots.map((s, i) => (i === off ? { ...s, player: on, replaced: { player: spot.player, minute: e.minute, added: e.added }, goals: 0, card: null } : s));
      left = left.filter((p) => p !== on);
    } else if (at >= 0 && (e.kind === 'goal' || e.kind === 'penalty-goal')) {
      spots = spots.map((s, i) => (i === at ? { ...s, goals: s.goals + 1 } : s));
    } else if (at >= 0 && (e.kind === 'yellow' || e.kind === 'second-yellow' || e.kind === 'red')) {
      spots = spots.map((s, i) => (i === at ? { ...s, card: e.kind === 'yellow' && s.card !== 'red' ? 'yellow' : 'red' } : s));
    }
  }
  return { pitch: spots, bench: left };
}

/**
 * A team's XI in its manager's formation as the feed fields it (lineUp over the squad in id order),
 * before anything has happened; null when the team has no squad on record.
 */
export async function startingLineup(db: Db, teamId: number): Promise<TeamLineup | null> {
  const [team, players, manager] = await Promise.all([
    db.selectFrom('teams').select(['id', 'name', 'slug', 'logo']).where('id', '=', teamId).executeTakeFirstOrThrow(),
    // Squad order is id order, as the feed reads it (server/feed/simulated/event-writer).
    db.selectFrom('players').select(['id', 'name', 'position', 'shirtNumber']).where('teamId', '=', teamId).orderBy('id').execute(),
    db.selectFrom('managers').select(['id', 'name', 'formation']).where('teamId', '=', teamId).executeTakeFirst(),
  ]);
  if (players.length === 0) return null;
  const { formation, lines } = linesOrDefault(manager?.formation);
  const chosen = lineUp(players, formation);
  const byId = new Map(players.map((p) => [p.id, { id: p.id, name: p.name, shirtNumber: p.shirtNumber, position: positionOf(p.position) }]));
  const player = (p: { id: number }): LineupPlayer[] => {
    const found = byId.get(p.id);
    return found ? [found] : [];
  };
  const spotLines = slotLines(lines);
  const pitch = chosen.pitch.flatMap(player).map((p, i): PitchSpot => ({ line: spotLines[i] ?? 0, player: p, replaced: null, goals: 0, card: null }));
  return {
    team,
    formation,
    lines,
    manager: manager ? { id: manager.id, name: manager.name } : null,
    pitch,
    bench: chosen.bench.flatMap(player),
  };
}

async function teamLineup(db: Db, fixtureId: number, teamId: number, side: Side): Promise<TeamLineup | null> {
  const [start, events] = await Promise.all([
    startingLineup(db, teamId),
    db.selectFrom('matchEvents').select(['kind', 'side', 'minute', 'added', 'playerId', 'relatedName']).where('fixtureId', '=', fixtureId).where('side', '=', side).orderBy('seq').execute(),
  ]);
  return start ? { ...start, ...applyEvents(start.pitch, start.bench, events) } : null;
}

/** GET match/lineups: both sides in their managers' formations with the events so far applied; 404 unless a football fixture. */
export async function footballLineups(db: Db, q: z.output<typeof footballMatchLineups.query>, _ctx: ServiceCtx): Promise<Lineups> {
  const f = await requireFootballFixture(db, q.fixtureId);
  const [home, away] = await Promise.all([teamLineup(db, f.id, f.homeTeamId, 'home'), teamLineup(db, f.id, f.awayTeamId, 'away')]);
  return { home, away };
}
