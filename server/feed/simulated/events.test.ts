import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { MATCH_EVENT_KINDS } from '@/lib/domain/match-events';
import { fixtureStateAt, playDuration, stoppedAfter, type ClockFixture } from './clock';
import { eventsAt, type SquadPlayer } from './events';

const MIN = 60_000;
const KICK_OFF = Date.UTC(2026, 10, 22, 12, 0, 0);
const POSITIONS = ['GK', 'GK', 'DF', 'DF', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW', 'FW'];
const squad = (base: number): SquadPlayer[] => POSITIONS.map((position, i) => ({ id: base + i, name: `Player ${base + i}`, position }));
const squads = { home: squad(100), away: squad(200) };
const football = (id: number, more: Partial<ClockFixture> = {}): ClockFixture => ({ id, liveModeId: LIVE_MODE.football, startTime: KICK_OFF, status: '', ...more });

/** The fixture's score must always be the last event's. */
function agrees(f: ClockFixture, now: number): boolean {
  const events = eventsAt(f, squads, now);
  const state = fixtureStateAt(f, now);
  const last = events.at(-1);
  if (!last) return (state.homeScore ?? 0) === 0 && (state.awayScore ?? 0) === 0;
  return last.homeScore === state.homeScore && last.awayScore === state.awayScore;
}

describe('eventsAt, football', () => {
  it('is the same list for the same fixture and clock, and only grows as the clock moves', () => {
    const f = football(42);
    const end = KICK_OFF + playDuration(42, LIVE_MODE.football);
    expect(eventsAt(f, squads, end)).toEqual(eventsAt(f, squads, end));
    const half = eventsAt(f, squads, KICK_OFF + 50 * MIN);
    expect(eventsAt(f, squads, end).slice(0, half.length)).toEqual(half);
    expect(eventsAt(f, squads, KICK_OFF - 1)).toEqual([]);
  });

  it('writes only what has happened, numbered from 1, with the running score the clock shows', () => {
    for (let id = 1; id <= 60; id++) {
      const f = football(id);
      const end = KICK_OFF + playDuration(id, LIVE_MODE.football);
      for (let t = KICK_OFF; t <= end + MIN; t += 7 * MIN + 13_000) {
        const events = eventsAt(f, squads, t);
        expect(events.every((e) => e.at <= t)).toBe(true);
        expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
        expect(agrees(f, t), `fixture ${id} at +${(t - KICK_OFF) / MIN}'`).toBe(true);
      }
    }
  });

  it('names real squad players: scorers of the scoring side (own goals from the other), substitutes from the bench', () => {
    const kinds = new Set<string>();
    for (let id = 1; id <= 120; id++) {
      for (const e of eventsAt(football(id), squads, KICK_OFF + 4 * 60 * MIN)) {
        kinds.add(e.kind);
        expect(MATCH_EVENT_KINDS).toContain(e.kind);
        const own = e.side === 'home' ? 100 : 200;
        const team = e.kind === 'own-goal' ? 300 - own : own;
        expect(e.playerId, `${e.kind} of fixture ${id}`).toBeGreaterThanOrEqual(team);
        expect(e.playerId).toBeLessThan(team + 18);
        if (e.kind === 'sub') expect(e.relatedName).toMatch(/^Player /);
        expect(e.points).toBe(['goal', 'penalty-goal', 'own-goal'].includes(e.kind) ? 1 : 0);
        if (e.added > 0) expect([45, 90]).toContain(e.minute);
      }
    }
    for (const kind of ['goal', 'penalty-goal', 'own-goal', 'yellow', 'sub', 'red']) expect(kinds, kind).toContain(kind);
  });

  it('stops at the moment an abandoned match was stopped and writes nothing for a walkover', () => {
    const f = football(9, { fate: 'abandoned' });
    const events = eventsAt(f, squads, KICK_OFF + 4 * 60 * MIN);
    expect(events.every((e) => e.at <= KICK_OFF + stoppedAfter(f))).toBe(true);
    expect(agrees(f, KICK_OFF + 4 * 60 * MIN)).toBe(true);
    expect(eventsAt(football(9, { fate: 'wo' }), squads, KICK_OFF + 4 * 60 * MIN)).toEqual([]);
    expect(eventsAt(football(9, { status: 'postponed' }), squads, KICK_OFF + 4 * 60 * MIN)).toEqual([]);
  });
});

describe('eventsAt, other sports', () => {
  it.each([LIVE_MODE.basketball, LIVE_MODE.volleyball, LIVE_MODE.tennis, LIVE_MODE.esport, LIVE_MODE.billiard])('writes point rows that add up to the score at every moment (mode %i)', (liveModeId) => {
    for (let id = 1; id <= 30; id++) {
      const f: ClockFixture = { id, liveModeId, startTime: KICK_OFF, status: '' };
      const end = KICK_OFF + playDuration(id, liveModeId);
      for (let t = KICK_OFF; t <= end; t += 5 * MIN + 7_000) expect(agrees(f, t)).toBe(true);
      const all = eventsAt(f, squads, end);
      // One row per set, map or frame won; basketball one per side per run of 2:30 of game clock.
      expect(all.length).toBeLessThanOrEqual(liveModeId === LIVE_MODE.basketball ? 2 * (4 * 4 + 3 * 2) : 17);
      expect(all.every((e) => e.kind === 'point' && e.points > 0)).toBe(true);
      if (liveModeId !== LIVE_MODE.basketball) expect(all.every((e) => e.points === 1)).toBe(true);
      expect(agrees(f, end)).toBe(true);
    }
  });

  it('stops where an abandoned match was stopped, its last row the frozen score', () => {
    for (const liveModeId of [LIVE_MODE.basketball, LIVE_MODE.volleyball, LIVE_MODE.tennis]) {
      const f: ClockFixture = { id: 5, liveModeId, startTime: KICK_OFF, status: '', fate: 'abandoned' };
      const events = eventsAt(f, squads, KICK_OFF + 4 * 60 * MIN);
      expect(events.every((e) => e.at <= KICK_OFF + stoppedAfter(f))).toBe(true);
      expect(agrees(f, KICK_OFF + 4 * 60 * MIN)).toBe(true);
    }
  });

  it('writes nothing for studio sessions', () => {
    expect(eventsAt({ id: 1, liveModeId: LIVE_MODE.casino, startTime: KICK_OFF, status: '' }, squads, KICK_OFF + 60 * MIN)).toEqual([]);
  });
});
