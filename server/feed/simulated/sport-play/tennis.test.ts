import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { TENNIS_POINTS } from '@/lib/domain/scoreboard';
import { FIXTURE_IDS, samples } from './sampling';
import { other } from './types';

const SECOND = 1_000;
const POINTS = new Set<string>(TENNIS_POINTS);

describe('tennis', () => {
  it('ends every set 6–x with two clear, 7–5 or 7–6 after a tie-break, and the match at two sets', () => {
    for (const id of FIXTURE_IDS) {
      const { moments } = samples(id, LIVE_MODE.tennis, 60 * SECOND);
      const end = moments.at(-1);
      const sets = end?.board?.periods ?? [];
      expect(sets.length === 2 || sets.length === 3, `fixture ${id}`).toBe(true);
      for (const set of sets) {
        const [w, l] = [Math.max(set.home, set.away), Math.min(set.home, set.away)];
        expect((w === 6 && l <= 4) || (w === 7 && (l === 5 || l === 6)), `fixture ${id}: ${w}-${l}`).toBe(true);
      }
      const won = { home: sets.filter((s) => s.home > s.away).length, away: sets.filter((s) => s.away > s.home).length };
      expect({ home: end?.home, away: end?.away }).toEqual(won);
      expect(Math.max(won.home, won.away)).toBe(2);
      expect(end?.board).toMatchObject({ kind: 'sets', current: null, game: null, server: null, clock: null });
    }
  });

  it('counts game points 0/15/30/40/AD, a tie-break 0, 1, 2…, and alternates the server each game', () => {
    let tieBreaks = 0;
    let advantages = 0;
    const problems: string[] = [];
    for (const id of FIXTURE_IDS.slice(0, 30)) {
      const { moments } = samples(id, LIVE_MODE.tennis, 5 * SECOND);
      const first = moments[0]?.board?.server;
      if (!first) throw new Error(`fixture ${id}: a server at kick-off`);
      for (const m of moments.slice(0, -1)) {
        const board = m.board;
        const set = board?.periods.at(-1);
        const game = board?.game;
        if (!board || !set || !game) throw new Error(`fixture ${id}: a live board`);
        const problem = (what: string) => problems.push(`fixture ${id}: ${what} in ${JSON.stringify(board)}`);
        if (board.current !== board.periods.length) problem('set in play');
        if (set.home === 6 && set.away === 6) {
          tieBreaks++;
          if (!/^\d+$/.test(game.home) || !/^\d+$/.test(game.away)) problem('tie-break points');
          continue;
        }
        if (!POINTS.has(game.home) || !POINTS.has(game.away)) problem('game points');
        if (game.home === 'AD' || game.away === 'AD') {
          advantages++;
          if (game.home !== '40' && game.away !== '40') problem('advantage');
        }
        if (game.home === '0' && game.away === '0') {
          const games = board.periods.reduce((n, s) => n + s.home + s.away, 0);
          if (board.server !== (games % 2 === 0 ? first : other(first))) problem('server');
        }
      }
    }
    expect(problems).toEqual([]);
    expect(tieBreaks).toBeGreaterThan(0);
    expect(advantages).toBeGreaterThan(0);
  });
});
