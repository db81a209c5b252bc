import { describe, expect, it } from 'vitest';
import { levelOf } from './level-meter';

const sine = (amplitude: number) => Float32Array.from({ length: 1024 }, (_, i) => amplitude * Math.sin((i / 1024) * 2 * Math.PI * 8));

describe('the microphone level', () => {
  it('is nothing for silence and full for a loud voice, rising with loudness', () => {
    expect(levelOf(new Float32Array(1024))).toBe(0);
    expect(levelOf(sine(1))).toBe(100);
    const quiet = levelOf(sine(0.02));
    const speech = levelOf(sine(0.2));
    expect(quiet).toBeGreaterThan(0);
    expect(speech).toBeGreaterThan(quiet);
    expect(speech).toBeLessThan(100);
  });
});
