import type { DemoRecording } from './renditions';
import { shiftDecodeTimes, timescaleOf } from './timeline';

/** Passes up to this many loops after the epoch: ~7,000 years of 24 s loops, far inside 64-bit ticks. */
export const MAX_PASS = 10_000_000_000;
const CACHE_SIZE = 64;

export type SegmentAnswer = { kind: 'file'; bytes: Buffer } | { kind: 'unknown' };

/**
 * The bytes of a recording file, media segments moved to their pass of the loop. Viewers of one
 * room ask for the same few segments at the same time, so the latest shifted copies are kept.
 */
export function createSegmentSource(recording: DemoRecording) {
  const loopTicks = new Map<string, bigint>();
  for (const r of recording.renditions) {
    const init = recording.files.get(`${r.name}/${r.initFile}`);
    if (!init) throw new Error(`rendition ${r.name} has no init segment`);
    const loopMs = r.segments.reduce((sum, s) => sum + s.durationMs, 0);
    loopTicks.set(r.name, BigInt(Math.round((loopMs * timescaleOf(init)) / 1000)));
  }
  const cache = new Map<string, Buffer>();

  return function segment(file: string, pass: number): SegmentAnswer {
    const bytes = recording.files.get(file);
    const rendition = file.split('/', 1)[0] ?? '';
    const ticks = loopTicks.get(rendition);
    if (!bytes || ticks === undefined) return { kind: 'unknown' };
    if (pass === 0 || !file.endsWith('.m4s')) return { kind: 'file', bytes };
    const key = `${file}@${pass}`;
    let shifted = cache.get(key);
    if (!shifted) {
      shifted = shiftDecodeTimes(bytes, ticks * BigInt(pass));
      cache.set(key, shifted);
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value ?? key);
    }
    return { kind: 'file', bytes: shifted };
  };
}
