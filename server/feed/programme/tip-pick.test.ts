import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import type { TeamForm } from './form';
import { chooseTip } from './tip-pick';

const form = (won: number, lost: number, scored: number, conceded: number): TeamForm => ({
  letters: [], played: won + lost, won, drawn: 0, lost, scored, conceded, points: won * 3,
});

describe('host tips’ handicap lines', () => {
  it('keeps a basketball handicap in proportion even between a runaway leader and the last team', () => {
    const leader = form(5, 0, 5 * 118, 5 * 92);
    const last = form(0, 5, 5 * 90, 5 * 121);
    for (let k = 0; k < 60; k++) {
      const tip = chooseTip(`bb${k}`, LIVE_MODE.basketball, leader, last);
      if (tip.market === 'ah') expect(Math.abs(tip.line ?? 0)).toBeLessThanOrEqual(30);
    }
  });

  it('still gives the stronger football side the bigger handicap', () => {
    const strong = form(5, 0, 14, 2);
    const weak = form(0, 5, 3, 12);
    const lines = Array.from({ length: 60 }, (_, k) => chooseTip(`fb${k}`, LIVE_MODE.football, strong, weak)).filter((t) => t.market === 'ah');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((t) => t.selection === 'home' && t.line === -1.5)).toBe(true);
  });
});
