import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoRecording, type DemoRecording } from './renditions';
import { createSegmentSource } from './segments';
import { decodeTimes, shiftDecodeTimes, timescaleOf } from './timeline';

let recording: DemoRecording;
beforeAll(async () => {
  recording = await loadDemoRecording(path.join(process.cwd(), 'public', 'streams', 'demo'));
});

const file = (name: string) => {
  const bytes = recording.files.get(name);
  if (!bytes) throw new Error(`no ${name}`);
  return bytes;
};

describe('timeline of the demo recording', () => {
  it('reads the media timescale of each rendition', () => {
    for (const r of recording.renditions) expect(timescaleOf(file(`${r.name}/${r.initFile}`))).toBeGreaterThan(0);
  });

  it('shifts a segment by whole ticks and leaves every other byte alone', () => {
    const original = file('540p/seg-03.m4s');
    const [before] = decodeTimes(original);
    const shifted = shiftDecodeTimes(original, 1_000_000n);
    expect(decodeTimes(shifted)).toEqual([(before ?? 0n) + 1_000_000n]);
    expect(shifted.length).toBe(original.length);
    expect([...shifted].filter((b, i) => b !== original[i]).length).toBeLessThanOrEqual(8);
    expect(decodeTimes(original)).toEqual([before]);
  });

  it('makes the next pass start where the last segment of this pass ends', () => {
    const segments = createSegmentSource(recording);
    for (const r of recording.renditions) {
      const last = r.segments.length - 1;
      const time = (index: number, pass: number) => {
        const answer = segments(`${r.name}/${r.segments[index]?.file}`, pass);
        if (answer.kind !== 'file') throw new Error('missing segment');
        return decodeTimes(answer.bytes)[0] ?? 0n;
      };
      const step = time(last, 7) - time(last - 1, 7);
      expect(time(0, 8)).toBe(time(last, 7) + step);
      expect(time(0, 123_456_789) > time(last, 123_456_788)).toBe(true);
    }
  });

  it('refuses segments it cannot shift', () => {
    expect(() => shiftDecodeTimes(Buffer.from('not an mp4 at all'), 1n)).toThrow();
  });
});
