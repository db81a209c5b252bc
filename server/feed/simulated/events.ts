import { LIVE_MODE } from '@/lib/domain/live-modes';
import { isShootoutKick, type Side } from '@/lib/domain/match-events';
import { isFixedStatus, matchStateOf } from '@/lib/domain/match-status';
import type { Row } from '@/server/db/schema';
import { isAlwaysOn, playDuration, stoppedAfter, type ClockFixture } from './clock';
import { footballPlay, type PlannedEvent, type SquadPlayer } from './football-events';
import { endsOnPenalties, shootoutEvents } from './shootout-kicks';
import { sportPlay } from './sport-play';

export type { SquadPlayer } from './football-events';

/**
 * Events of a non-football match: one `point` row per set, map or frame won, or per basketball
 * scoring run, at the moment the clock counts it, so the last row always carries the fixture's score.
 */
function runEvents(f: ClockFixture): PlannedEvent[] {
  const duration = playDuration(f.id, f.liveModeId);
  return sportPlay(f.id, f.liveModeId, duration).runs.map(({ offset, side, points }) => ({
    offset,
    minute: Math.max(1, Math.ceil(offset / 60_000)),
    added: 0,
    kind: 'point',
    side,
    player: null,
    relatedName: null,
    points,
  }));
}

/** A football match's events, then its shoot-out's kicks at the final whistle when the tie ends on penalties. */
function footballPlanned(f: ClockFixture, squads: Record<Side, readonly SquadPlayer[]>, formations: Partial<Record<Side, string | null>>): PlannedEvent[] {
  const { events, onPitch } = footballPlay(f.id, squads, formations);
  if (!endsOnPenalties(f.id, f.knockout ?? false)) return events;
  return [...events, ...shootoutEvents(f.id, onPitch, playDuration(f.id, f.liveModeId))];
}

/** Play time after which nothing more happens: a stopped match ends where it was stopped. */
function playedUpTo(f: ClockFixture): number | null {
  const fixed = isFixedStatus(f.status) ? f.status : f.fate ?? null;
  if (!fixed) return Infinity;
  const state = matchStateOf(fixed);
  return state === 'abandoned' || state === 'suspended' || state === 'interrupted' ? stoppedAfter(f) : null;
}

/**
 * Every event of a fixture that has happened by `now`, numbered from 1, with the score after each.
 * The same fixture, squads, formations and `now` always give the same rows; a later `now` only adds rows.
 */
export function eventsAt(
  f: ClockFixture,
  squads: Record<Side, readonly SquadPlayer[]>,
  now: number,
  formations: Partial<Record<Side, string | null>> = {},
): Row<'matchEvents'>[] {
  if (isAlwaysOn(f.liveModeId)) return [];
  const limit = playedUpTo(f);
  if (limit === null) return [];
  const elapsed = Math.min(now - f.startTime, limit);
  if (elapsed < 0) return [];
  const planned = f.liveModeId === LIVE_MODE.football ? footballPlanned(f, squads, formations) : runEvents(f);
  let home = 0;
  let away = 0;
  const rows: Row<'matchEvents'>[] = [];
  for (const e of planned) {
    // The clock counts a score change from the same instant, so the fixture's score is the last row's.
    if (e.offset > elapsed) break;
    // Shoot-out kicks decide the tie but leave the match score as it was.
    if (!isShootoutKick(e.kind)) {
      if (e.side === 'home') home += e.points;
      else away += e.points;
    }
    rows.push({
      fixtureId: f.id,
      seq: rows.length + 1,
      minute: e.minute,
      added: e.added,
      kind: e.kind,
      side: e.side,
      playerId: e.player?.id ?? null,
      playerName: e.player?.name ?? null,
      relatedName: e.relatedName,
      points: e.points,
      homeScore: home,
      awayScore: away,
      at: f.startTime + e.offset,
    });
  }
  return rows;
}
