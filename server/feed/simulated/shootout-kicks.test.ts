import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { isShootoutKick, SHOOTOUT_ROUNDS, type Side } from '@/lib/domain/match-events';
import { fixtureStateAt, playDuration, type ClockFixture } from './clock';
import { eventsAt, type SquadPlayer } from './events';
import { shootoutScore } from './goals';
import { endsOnPenalties, shootoutEvents, shootoutSequence, type ShootoutKick } from './shootout-kicks';

const IDS = Array.from({ length: 3000 }, (_, i) => i + 1);
const KICK_OFF = Date.UTC(2026, 10, 22, 12, 0, 0);
const POSITIONS = ['GK', 'GK', 'DF', 'DF', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW', 'FW'];
const squad = (base: number): SquadPlayer[] => POSITIONS.map((position, i) => ({ id: base + i, name: `Player ${base + i}`, position }));
const squads = { home: squad(100), away: squad(200) };

/** Written apart from the module: whether the shoot-out was over after `n` kicks of the list. */
function overAfter(kicks: readonly ShootoutKick[], n: number): boolean {
  const upTo = kicks.slice(0, n);
  const goals = (side: Side) => upTo.filter((k) => k.side === side && k.scored).length;
  const taken = (side: Side) => upTo.filter((k) => k.side === side).length;
  const [h, a, th, ta] = [goals('home'), goals('away'), taken('home'), taken('away')];
  if (th <= 5 && ta <= 5) return h + (5 - th) < a || a + (5 - ta) < h;
  return th === ta && h !== a;
}

describe('shootoutSequence', () => {
  it("ends on the fixture's shoot-out score, at the kick that decides it and not one kick earlier", () => {
    for (const id of IDS) {
      const kicks = shootoutSequence(id);
      const score = shootoutScore(id);
      expect({ home: kicks.filter((k) => k.side === 'home' && k.scored).length, away: kicks.filter((k) => k.side === 'away' && k.scored).length }, `fixture ${id}`).toEqual(score);
      expect(overAfter(kicks, kicks.length), `fixture ${id}`).toBe(true);
      for (let n = 1; n < kicks.length; n++) expect(overAfter(kicks, n), `fixture ${id} after ${n}`).toBe(false);
    }
  });

  it('alternates the sides, five each and then sudden death in pairs', () => {
    const lengths = new Set<number>();
    const firsts = new Set<Side>();
    for (const id of IDS) {
      const kicks = shootoutSequence(id);
      lengths.add(kicks.length);
      firsts.add(kicks[0]!.side);
      kicks.forEach((k, i) => expect(k.side).toBe(i % 2 === 0 ? kicks[0]!.side : kicks[1]!.side));
      expect(kicks[0]!.side).not.toBe(kicks[1]!.side);
      // Sudden death only ever ends on the second kick of a round.
      if (kicks.length > 2 * SHOOTOUT_ROUNDS) expect(kicks.length % 2, `fixture ${id}`).toBe(0);
      expect(kicks.length).toBeGreaterThanOrEqual(6);
    }
    expect(firsts).toEqual(new Set(['home', 'away']));
    expect([...lengths].some((n) => n < 10) && [...lengths].some((n) => n > 10)).toBe(true);
  });

  it('is the same list every time', () => {
    for (const id of IDS.slice(0, 200)) expect(shootoutSequence(id)).toEqual(shootoutSequence(id));
  });
});

describe('shootoutEvents', () => {
  const onPitch = { home: squad(100).slice(0, 11), away: squad(200).slice(0, 10) };

  it("lets every player left take one before anyone takes a second, the keeper last, and names the keeper who saved", () => {
    for (const id of IDS.slice(0, 300)) {
      const events = shootoutEvents(id, onPitch, 5_000_000);
      for (const side of ['home', 'away'] as const) {
        const takers = events.filter((e) => e.side === side).map((e) => e.player?.id);
        // The side with eleven leaves one out, so both have ten takers.
        const firstRound = takers.slice(0, 10);
        expect(new Set(firstRound).size).toBe(firstRound.length);
        if (takers.length > 10) expect(takers[10]).toBe(takers[0]);
        const keeper = onPitch[side].find((p) => p.position === 'GK')?.id;
        if (takers.length >= 10) expect(takers[9]).toBe(keeper);
      }
      for (const e of events) {
        expect(e.offset).toBe(5_000_000);
        expect(e.points).toBe(e.kind === 'shootout-goal' ? 1 : 0);
        const keeper = onPitch[e.side === 'home' ? 'away' : 'home'].find((p) => p.position === 'GK')?.name;
        expect(e.relatedName).toBe(e.kind === 'shootout-saved' ? keeper : null);
      }
    }
  });
});

describe('eventsAt with a shoot-out', () => {
  const football = (id: number, knockout: boolean): ClockFixture => ({ id, liveModeId: LIVE_MODE.football, startTime: KICK_OFF, status: '', knockout });
  const drawn = IDS.filter((id) => endsOnPenalties(id, true)).slice(0, 40);

  it('writes the kicks after the last event of a drawn knockout tie, as the clock ends it "pen", leaving the score alone', () => {
    expect(drawn.length).toBe(40);
    for (const id of drawn) {
      const whistle = KICK_OFF + playDuration(id, LIVE_MODE.football);
      const f = football(id, true);
      expect(fixtureStateAt(f, whistle).status).toBe('pen');
      expect(eventsAt(f, squads, whistle - 1).some((e) => isShootoutKick(e.kind))).toBe(false);
      const events = eventsAt(f, squads, whistle);
      const firstKick = events.findIndex((e) => isShootoutKick(e.kind));
      const kicks = events.slice(firstKick);
      expect(kicks.every((e) => isShootoutKick(e.kind) && e.at === whistle)).toBe(true);
      expect(kicks.map((e) => ({ side: e.side, scored: e.kind === 'shootout-goal' }))).toEqual(shootoutSequence(id));
      const state = fixtureStateAt(f, whistle);
      expect(events.at(-1)).toMatchObject({ homeScore: state.homeScore, awayScore: state.awayScore });
      for (const e of kicks) expect(squads[e.side].map((p) => p.id)).toContain(e.playerId);
    }
  });

  it('writes none for a league match or a knockout tie won in normal time', () => {
    for (const id of drawn.slice(0, 10)) expect(eventsAt(football(id, false), squads, KICK_OFF + 4 * 3_600_000).some((e) => isShootoutKick(e.kind))).toBe(false);
    const decided = IDS.find((id) => !endsOnPenalties(id, true))!;
    expect(eventsAt(football(decided, true), squads, KICK_OFF + 4 * 3_600_000).some((e) => isShootoutKick(e.kind))).toBe(false);
  });
});
