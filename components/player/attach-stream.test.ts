import { describe, expect, it } from 'vitest';
import { levelForHeight } from './attach-stream';

const levels = [{ height: 540 }, { height: 720 }, { height: 1080 }];

describe('levelForHeight', () => {
  it('picks the tallest level within the quality', () => {
    expect(levelForHeight(levels, 1080)).toBe(2);
    expect(levelForHeight(levels, 720)).toBe(1);
    expect(levelForHeight(levels, 540)).toBe(0);
  });

  it('falls back to the lowest level when every level is taller', () => {
    expect(levelForHeight([{ height: 1080 }, { height: 720 }], 360)).toBe(1);
  });

  it('handles any level order', () => {
    expect(levelForHeight([{ height: 1080 }, { height: 540 }, { height: 720 }], 800)).toBe(2);
  });
});
