import { describe, expect, it } from 'vitest';
import { basketballBoard, billiardBoard, esportBoard, tennisBoard, volleyballBoard } from '@/tests/mocks/scoreboards';
import { LIVE_MODE } from './live-modes';
import { serialiseScoreboard } from './scoreboard';
import { parseScoreboard, scoreboardFor } from '@/lib/contract/scoreboard';
import { isPeriodDone, pairText, periodWinner, scoreboardStatus } from './scoreboard-status';

describe('scoreboardStatus', () => {
  it('names the set in play, and a tennis tie-break at six games all', () => {
    expect(scoreboardStatus(tennisBoard(), LIVE_MODE.tennis)).toEqual({ key: 'tennisSet', set: 3, tieBreak: false });
    const tieBreak = tennisBoard({ periods: [{ home: 6, away: 4 }, { home: 6, away: 6 }], current: 2, game: { home: '5', away: '4' } });
    expect(scoreboardStatus(tieBreak, LIVE_MODE.tennis)).toEqual({ key: 'tennisSet', set: 2, tieBreak: true });
    expect(scoreboardStatus(volleyballBoard({ periods: [{ home: 6, away: 6 }], current: 1 }), LIVE_MODE.volleyball)).toEqual({ key: 'volleyballSet', set: 1 });
  });

  it('gives basketball its quarter and clock, overtime past the fourth, and a break without a clock', () => {
    expect(scoreboardStatus(basketballBoard(), LIVE_MODE.basketball)).toEqual({ key: 'quarter', quarter: 3, clock: '07:42' });
    const overtime = basketballBoard({ periods: [...basketballBoard().periods, { home: 20, away: 25 }, { home: 4, away: 2 }], current: 5, clock: '03:10' });
    expect(scoreboardStatus(overtime, LIVE_MODE.basketball)).toEqual({ key: 'overtime', overtime: 1, clock: '03:10' });
    expect(scoreboardStatus(basketballBoard({ clock: null }), LIVE_MODE.basketball)).toEqual({ key: 'break' });
  });

  it('names the map and the frame with its target', () => {
    expect(scoreboardStatus(esportBoard(), LIVE_MODE.esport)).toEqual({ key: 'map', map: 2 });
    expect(scoreboardStatus(billiardBoard(), LIVE_MODE.billiard)).toEqual({ key: 'frame', frame: 12, raceTo: 9 });
  });

  it('has nothing to say once the match is over', () => {
    expect(scoreboardStatus(volleyballBoard({ current: null }), LIVE_MODE.volleyball)).toBeNull();
    expect(scoreboardStatus(basketballBoard({ current: null, clock: null }), LIVE_MODE.basketball)).toBeNull();
  });
});

describe('periods', () => {
  it('counts the periods before the one in play as done, and all of them after the match', () => {
    const board = volleyballBoard();
    expect([0, 1, 2].map((i) => isPeriodDone(board, i))).toEqual([true, true, false]);
    expect(isPeriodDone(volleyballBoard({ current: null }), 2)).toBe(true);
  });

  it('finds who took a period, and nobody for a level one', () => {
    expect(periodWinner({ home: 25, away: 21 })).toBe('home');
    expect(periodWinner({ home: 19, away: 25 })).toBe('away');
    expect(periodWinner({ home: 22, away: 22 })).toBeNull();
    expect(pairText({ home: 6, away: 4 })).toBe('6-4');
  });
});

describe('parseScoreboard', () => {
  it('reads back what was stored', () => {
    const board = tennisBoard();
    expect(parseScoreboard(serialiseScoreboard(board))).toEqual(board);
  });

  it.each([
    ['empty', ''],
    ['not JSON', '{sets: 2'],
    ['an array', '[]'],
    ['an unknown kind', JSON.stringify({ ...volleyballBoard(), kind: 'innings' })],
    ['a negative score', JSON.stringify(volleyballBoard({ periods: [{ home: -1, away: 3 }] }))],
    ['a fractional score', JSON.stringify(volleyballBoard({ periods: [{ home: 2.5, away: 3 }] }))],
    ['a score over 999', JSON.stringify(basketballBoard({ periods: [{ home: 1000, away: 3 }] }))],
    ['period 0', JSON.stringify(esportBoard({ current: 0 }))],
    ['too many periods', JSON.stringify(volleyballBoard({ periods: Array.from({ length: 13 }, () => ({ home: 1, away: 0 })) }))],
    ['a clock not MM:SS', JSON.stringify(basketballBoard({ clock: '7:42' }))],
    ['a long game point', JSON.stringify(tennisBoard({ game: { home: 'GAME', away: '0' } }))],
    ['an unknown server', JSON.stringify({ ...tennisBoard(), server: 'both' })],
    ['a missing field', JSON.stringify({ kind: 'sets', periods: [] })],
  ])('gives no board for %s', (_, raw) => {
    expect(parseScoreboard(raw)).toBeNull();
  });

  it('gives no board for nothing stored', () => {
    expect(parseScoreboard(null)).toBeNull();
    expect(parseScoreboard(undefined)).toBeNull();
  });
});

describe('scoreboardFor', () => {
  it('keeps a board only for the sport that keeps that kind', () => {
    expect(scoreboardFor(LIVE_MODE.volleyball, JSON.stringify(volleyballBoard()))).toEqual(volleyballBoard());
    expect(scoreboardFor(LIVE_MODE.football, JSON.stringify(volleyballBoard()))).toBeNull();
    expect(scoreboardFor(LIVE_MODE.casino, JSON.stringify(volleyballBoard()))).toBeNull();
    expect(scoreboardFor(LIVE_MODE.basketball, JSON.stringify(volleyballBoard()))).toBeNull();
    expect(scoreboardFor(LIVE_MODE.tennis, '{broken')).toBeNull();
  });
});
