import { describe, expect, it } from 'vitest';
import { settleTip } from './tip-pick';

const played = (home: number, away: number) => ({ played: true, home, away });
const ah = (selection: 'home' | 'away', line: number) => ({ market: 'ah', selection, line });
const ou = (selection: 'over' | 'under', line: number) => ({ market: 'ou', selection, line });

// Results are only won, lost or void: a quarter line that would half-win counts as won, half-lose as lost.
describe('settling handicap lines', () => {
  it.each([
    ['home −0.25 on a draw half-loses', ah('home', -0.25), played(1, 1), 'lost'],
    ['away +0.25 on a draw half-wins', ah('away', 0.25), played(1, 1), 'won'],
    ['home −0.75 winning by one half-wins', ah('home', -0.75), played(2, 1), 'won'],
    ['away +0.75 losing by one half-loses', ah('away', 0.75), played(2, 1), 'lost'],
    ['home 0 on a draw is void', ah('home', 0), played(0, 0), 'void'],
    ['away +1.5 losing by one wins', ah('away', 1.5), played(2, 1), 'won'],
    ['home −2.5 winning by two loses', ah('home', -2.5), played(3, 1), 'lost'],
  ] as const)('%s', (_name, tip, final, result) => {
    expect(settleTip(tip, final)).toBe(result);
  });
});

describe('settling totals', () => {
  it.each([
    ['over 2.25 on three goals', ou('over', 2.25), played(2, 1), 'won'],
    ['under 2.75 on three goals', ou('under', 2.75), played(2, 1), 'lost'],
    ['under 1.5 on a goalless draw', ou('under', 1.5), played(0, 0), 'won'],
    ['over 0.5 on a goalless draw', ou('over', 0.5), played(0, 0), 'lost'],
  ] as const)('%s', (_name, tip, final, result) => {
    expect(settleTip(tip, final)).toBe(result);
  });
});

describe('voids', () => {
  it.each(['1x2', 'ah', 'ou'])('voids a %s tip on a match without a final score', (market) => {
    expect(settleTip({ market, selection: 'home', line: -0.5 }, { played: true, home: null, away: null })).toBe('void');
    expect(settleTip({ market, selection: 'home', line: -0.5 }, { played: false, home: 2, away: 0 })).toBe('void');
  });
});
