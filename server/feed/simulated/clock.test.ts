import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { matchStateOf, scheduleStatusOfState } from '@/lib/domain/match-status';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { fixtureStateAt, kickOffLabel, playDuration } from './clock';
import { footballTimeline, minuteKey } from './goals';

const MIN = 60_000;
/** 19:00 in Ho Chi Minh City. */
const KICK_OFF = Date.UTC(2026, 10, 22, 12, 0, 0);

function findId(test: (id: number) => boolean): number {
  for (let id = 1; id < 5000; id++) if (test(id)) return id;
  throw new Error('no fixture id matches');
}

const football = (id: number, status = '') => ({ id, liveModeId: LIVE_MODE.football, startTime: KICK_OFF, status });
const at = (id: number, offsetMs: number, status = '') => fixtureStateAt(football(id, status), KICK_OFF + offsetMs);

describe('fixtureStateAt, football', () => {
  const id = findId((i) => {
    const t = footballTimeline(i);
    return t.addedFirst >= 2 && t.addedSecond >= 3 && t.goals.length >= 2;
  });
  const { addedFirst, addedSecond, goals } = footballTimeline(id);
  const firstHalf = (45 + addedFirst) * MIN;
  const secondStart = firstHalf + 15 * MIN;

  it('shows the kick-off time HH:MM in Ho Chi Minh City before the match', () => {
    expect(at(id, -MIN)).toEqual({ status: '19:00', scheduleStatus: SCHEDULE_STATUS.comingUp, homeScore: null, awayScore: null, scoreboard: null });
  });

  it('runs minute "1" at kick-off and "45" before the first stoppage', () => {
    expect(at(id, 0)).toMatchObject({ status: '1', scheduleStatus: SCHEDULE_STATUS.live });
    expect(at(id, 44 * MIN + 30_000).status).toBe('45');
  });

  it('shows stoppage time as "45+n"', () => {
    expect(at(id, 45 * MIN + 10_000).status).toBe('45+1');
    expect(at(id, firstHalf - 1).status).toBe(`45+${addedFirst}`);
  });

  it('shows "HT" for fifteen minutes', () => {
    expect(at(id, firstHalf).status).toBe('HT');
    expect(at(id, secondStart - 1)).toMatchObject({ status: 'HT', scheduleStatus: SCHEDULE_STATUS.live });
  });

  it('runs "46" to "90", then "90+n"', () => {
    expect(at(id, secondStart).status).toBe('46');
    expect(at(id, secondStart + 44 * MIN).status).toBe('90');
    expect(at(id, secondStart + 45 * MIN).status).toBe('90+1');
  });

  it('ends at "FT" with every goal counted', () => {
    const end = at(id, secondStart + (45 + addedSecond) * MIN);
    expect(end.status).toBe('FT');
    expect(end.scheduleStatus).toBe(SCHEDULE_STATUS.ended);
    expect(end.homeScore).toBe(goals.filter((g) => g.side === 'home').length);
    expect(end.awayScore).toBe(goals.filter((g) => g.side === 'away').length);
    expect(playDuration(id, LIVE_MODE.football)).toBe(secondStart + (45 + addedSecond) * MIN);
  });

  it('counts only the goals scored up to the running minute', () => {
    const goal = goals[0]!;
    const offset = goal.minute <= 45 ? (goal.minute - 1 + goal.added) * MIN : secondStart + (goal.minute - 46 + goal.added) * MIN;
    const scoredBefore = goals.filter((g) => minuteKey(g.minute, g.added) < minuteKey(goal.minute, goal.added)).length;
    const before = at(id, offset - 1);
    const during = at(id, offset);
    expect((before.homeScore ?? 0) + (before.awayScore ?? 0)).toBe(scoredBefore);
    expect((during.homeScore ?? 0) + (during.awayScore ?? 0)).toBeGreaterThan(scoredBefore);
  });

  it('never lowers a score as time passes', () => {
    let last = 0;
    for (let t = 0; t <= 130 * MIN; t += MIN) {
      const s = at(id, t);
      const total = (s.homeScore ?? 0) + (s.awayScore ?? 0);
      expect(total).toBeGreaterThanOrEqual(last);
      last = total;
    }
  });
});

describe('fixtureStateAt, fixed states', () => {
  it.each(['postponed', 'cancelled'])('keeps "%s" with no score and schedule status cancel', (status) => {
    expect(at(7, 3 * 60 * MIN, status)).toEqual({ status, scheduleStatus: SCHEDULE_STATUS.cancel, homeScore: null, awayScore: null, scoreboard: null });
  });

  it('keeps a walkover ended with a 3-0 result', () => {
    const s = at(7, -60 * MIN, 'wo');
    expect(s.status).toBe('wo');
    expect(s.scheduleStatus).toBe(SCHEDULE_STATUS.ended);
    expect([s.homeScore, s.awayScore].sort()).toEqual([0, 3]);
  });

  it('keeps an abandoned match cancelled with the score it had', () => {
    const s = at(7, 5 * 60 * MIN, 'abandoned');
    expect(s).toMatchObject({ status: 'abandoned', scheduleStatus: SCHEDULE_STATUS.cancel });
    expect(s.homeScore).not.toBeNull();
  });

  it('matches fixed states in any letter case', () => {
    expect(at(7, 0, 'Postponed').status).toBe('Postponed');
  });
});

describe('fixtureStateAt, other sports', () => {
  const basketball = { id: 31, liveModeId: LIVE_MODE.basketball, startTime: KICK_OFF, status: '' };
  const duration = playDuration(31, LIVE_MODE.basketball);

  it('plays period "1", then "2", then "ft"', () => {
    expect(fixtureStateAt(basketball, KICK_OFF + 1).status).toBe('1');
    expect(fixtureStateAt(basketball, KICK_OFF + duration * 0.6).status).toBe('2');
    expect(fixtureStateAt(basketball, KICK_OFF + duration)).toMatchObject({ status: 'ft', scheduleStatus: SCHEDULE_STATUS.ended });
  });

  it('adds up the points of the quarters so far', () => {
    const half = fixtureStateAt(basketball, KICK_OFF + duration / 2);
    expect(half.scoreboard?.kind).toBe('quarters');
    const quarters = half.scoreboard?.periods ?? [];
    expect(half.homeScore).toBe(quarters.reduce((n, q) => n + q.home, 0));
    expect(half.awayScore).toBe(quarters.reduce((n, q) => n + q.away, 0));
  });

  it('starts tennis at 0-0 in sets, games and points', () => {
    const tennis = { id: 8, liveModeId: LIVE_MODE.tennis, startTime: KICK_OFF, status: '' };
    const start = fixtureStateAt(tennis, KICK_OFF);
    expect(start).toMatchObject({ status: '1', scheduleStatus: SCHEDULE_STATUS.live, homeScore: 0, awayScore: 0 });
    expect(start.scoreboard).toMatchObject({ kind: 'sets', periods: [{ home: 0, away: 0 }], current: 1, game: { home: '0', away: '0' }, clock: null });
  });

  it('has no scoreboard before kick-off, a full one with nothing in play at the end', () => {
    expect(fixtureStateAt(basketball, KICK_OFF - 1).scoreboard).toBeNull();
    const end = fixtureStateAt(basketball, KICK_OFF + duration).scoreboard;
    expect(end).toMatchObject({ kind: 'quarters', current: null, clock: null, game: null, server: null });
    expect(end?.periods.length).toBeGreaterThanOrEqual(4);
  });
});

describe('kickOffLabel', () => {
  it('formats in Ho Chi Minh City time, 24-hour', () => {
    expect(kickOffLabel(Date.UTC(2026, 10, 22, 17, 30))).toBe('00:30');
    expect(kickOffLabel(Date.UTC(2026, 10, 22, 1, 5))).toBe('08:05');
  });
});

describe('fixtureStateAt and the spec status mapping', () => {
  it('emits raw statuses whose mapped schedule status is the one it reports', () => {
    const modes = [LIVE_MODE.football, LIVE_MODE.basketball, LIVE_MODE.tennis, LIVE_MODE.volleyball, LIVE_MODE.esport, LIVE_MODE.billiard];
    for (const liveModeId of modes) {
      for (const status of ['', 'postponed', 'cancelled', 'wo', 'abandoned']) {
        for (let t = -30 * MIN; t <= 180 * MIN; t += 7 * MIN) {
          const s = fixtureStateAt({ id: 3, liveModeId, startTime: KICK_OFF, status }, KICK_OFF + t);
          expect(scheduleStatusOfState(matchStateOf(s.status))).toBe(s.scheduleStatus);
        }
      }
    }
  });
});
