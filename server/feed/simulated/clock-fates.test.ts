import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { fixtureStateAt, playDuration, stoppedAfter, type ClockFixture } from './clock';
import { footballTimeline, shootoutScore } from './goals';

const MIN = 60_000;
/** 19:00 in Ho Chi Minh City. */
const KICK_OFF = Date.UTC(2026, 10, 22, 12, 0, 0);

function findId(test: (id: number) => boolean): number {
  for (let id = 1; id < 5000; id++) if (test(id)) return id;
  throw new Error('no fixture id matches');
}

const fixture = (id: number, more: Partial<ClockFixture> = {}): ClockFixture => ({ id, liveModeId: LIVE_MODE.football, startTime: KICK_OFF, status: '', ...more });

describe('the match clock, minute by minute', () => {
  const id = findId((i) => {
    const t = footballTimeline(i);
    return t.addedFirst >= 2 && t.addedSecond >= 4;
  });
  const { addedFirst } = footballTimeline(id);
  const secondStart = (45 + addedFirst) * MIN + 15 * MIN;
  const states = (from: number, to: number) => {
    const seen: string[] = [];
    for (let t = from; t < to; t += MIN) {
      const s = fixtureStateAt(fixture(id), KICK_OFF + t).status;
      if (seen.at(-1) !== s) seen.push(s);
    }
    return seen;
  };

  it('passes "19:00" → "1" … "45" → "45+1" → "45+2" → "HT" → "46"', () => {
    const seen = states(-2 * MIN, secondStart + MIN);
    expect(seen[0]).toBe('19:00');
    expect(seen.slice(1, 4)).toEqual(['1', '2', '3']);
    expect(seen).toContain('23');
    expect(seen.slice(seen.indexOf('45'), seen.indexOf('HT') + 2)).toEqual(['45', ...Array.from({ length: addedFirst }, (_, i) => `45+${i + 1}`), 'HT', '46']);
  });

  it('passes "90" → "90+1" … "90+4" → "FT"', () => {
    const seen = states(secondStart + 40 * MIN, playDuration(id, LIVE_MODE.football) + MIN);
    expect(seen.slice(seen.indexOf('90'), seen.indexOf('90') + 5)).toEqual(['90', '90+1', '90+2', '90+3', '90+4']);
    expect(seen.at(-1)).toBe('FT');
  });
});

describe('drawn knockout ties', () => {
  const drawn = findId((i) => {
    const goals = footballTimeline(i).goals;
    return goals.filter((g) => g.side === 'home').length === goals.filter((g) => g.side === 'away').length;
  });
  const end = KICK_OFF + playDuration(drawn, LIVE_MODE.football);

  it('go to penalties ("pen", ended) with the match score kept', () => {
    const state = fixtureStateAt(fixture(drawn, { knockout: true }), end);
    expect(state.status).toBe('pen');
    expect(state.scheduleStatus).toBe(SCHEDULE_STATUS.ended);
    expect(state.homeScore).toBe(state.awayScore);
  });

  it('stay "FT" in a league', () => {
    expect(fixtureStateAt(fixture(drawn), end).status).toBe('FT');
  });

  it('have a shoot-out winner', () => {
    for (let i = 1; i < 200; i++) {
      const s = shootoutScore(i);
      expect(s.home).not.toBe(s.away);
      expect(Math.max(s.home, s.away)).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('planned fates', () => {
  const id = 11;

  it('shows a postponement two hours before kick-off, not earlier', () => {
    const f = fixture(id, { fate: 'postponed' });
    expect(fixtureStateAt(f, KICK_OFF - 3 * 60 * MIN).scheduleStatus).toBe(SCHEDULE_STATUS.comingUp);
    expect(fixtureStateAt(f, KICK_OFF - 2 * 60 * MIN)).toEqual({ status: 'postponed', scheduleStatus: SCHEDULE_STATUS.cancel, homeScore: null, awayScore: null, scoreboard: null });
  });

  it('walks over at kick-off with a full win', () => {
    const f = fixture(id, { fate: 'wo' });
    expect(fixtureStateAt(f, KICK_OFF - 1).scheduleStatus).toBe(SCHEDULE_STATUS.comingUp);
    const wo = fixtureStateAt(f, KICK_OFF);
    expect(wo.status).toBe('wo');
    expect(wo.scheduleStatus).toBe(SCHEDULE_STATUS.ended);
    expect([wo.homeScore, wo.awayScore].sort()).toEqual([0, 3]);
  });

  it('plays an abandoned match until it is stopped, then freezes the score', () => {
    const f = fixture(id, { fate: 'abandoned' });
    const stop = KICK_OFF + stoppedAfter(f);
    expect(fixtureStateAt(f, stop - 1).scheduleStatus).toBe(SCHEDULE_STATUS.live);
    const frozen = fixtureStateAt(f, stop);
    expect(frozen.status).toBe('abandoned');
    expect(fixtureStateAt(f, stop + 60 * MIN)).toEqual(frozen);
    expect({ h: frozen.homeScore, a: frozen.awayScore }).toEqual({ h: fixtureStateAt(fixture(id), stop).homeScore, a: fixtureStateAt(fixture(id), stop).awayScore });
  });
});

describe('studio sessions', () => {
  it.each([LIVE_MODE.casino, LIVE_MODE.slot, LIVE_MODE.cardGame, LIVE_MODE.marble])('are live all day (mode %i)', (liveModeId) => {
    const f = fixture(3, { liveModeId });
    expect(fixtureStateAt(f, KICK_OFF)).toMatchObject({ status: 'live', scheduleStatus: SCHEDULE_STATUS.live });
    expect(fixtureStateAt(f, KICK_OFF + 23 * 60 * MIN).scheduleStatus).toBe(SCHEDULE_STATUS.live);
    expect(fixtureStateAt(f, KICK_OFF + 24 * 60 * MIN).scheduleStatus).toBe(SCHEDULE_STATUS.ended);
  });
});
