import { describe, expect, it } from 'vitest';
import { FORMATIONS, formationLines, formationSlots, linesOrDefault, slotLines } from './formations';

describe('formations', () => {
  it('reads every offered shape as ten outfield players', () => {
    for (const f of FORMATIONS) expect(formationLines(f)?.reduce((a, b) => a + b, 0)).toBe(10);
    expect(formationLines('4-2-3-1')).toEqual([4, 2, 3, 1]);
  });

  it('refuses shapes that are not ten players in two to five lines', () => {
    for (const bad of ['4-4-3', '10', '4-4-2-0', '4--4-2', 'abc', '1-1-1-1-1-5', '', '7-2-1']) expect(formationLines(bad), bad).toBeNull();
  });

  it('falls back to 4-4-2 for a missing or unreadable shape', () => {
    expect(linesOrDefault(null)).toEqual({ formation: '4-4-2', lines: [4, 4, 2] });
    expect(linesOrDefault('9-9')).toEqual({ formation: '4-4-2', lines: [4, 4, 2] });
    expect(linesOrDefault('3-5-2')).toEqual({ formation: '3-5-2', lines: [3, 5, 2] });
  });

  it('calls for a keeper, defenders at the back, forwards up front and midfielders between', () => {
    expect(formationSlots([4, 2, 3, 1])).toEqual(['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'MF', 'MF', 'FW']);
    expect(formationSlots([5, 3, 2]).filter((p) => p === 'DF')).toHaveLength(5);
    expect(slotLines([4, 3, 3])).toEqual([0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
  });
});
