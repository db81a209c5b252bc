/**
 * The sliding window of a looped recording served as a live stream: which segments a live media
 * playlist lists at a given wall-clock time. Pure, so the maths can be tested without a clock.
 *
 * The loop repeats forever from the Unix epoch (shifted by a per-room offset). Segments are
 * numbered from the epoch, so the media sequence only ever grows. Each pass over the loop is
 * served with its timestamps moved on by whole loops (see timeline.ts), so the stream runs on
 * one continuous timeline: no discontinuities, which players would have to count from the epoch.
 */
export interface WindowSegment {
  /** Position in the recording (0 … segments − 1). */
  loopIndex: number;
  /** Media sequence number of the segment. */
  sequence: number;
  durationMs: number;
  /** How many whole loops were played before this segment: its timestamps move on by that many loops. */
  pass: number;
}

export interface LiveWindow {
  mediaSequence: number;
  targetDurationSeconds: number;
  segments: WindowSegment[];
}

export interface WindowInput {
  /** Durations of the recording's segments, in milliseconds. */
  durationsMs: readonly number[];
  nowMs: number;
  /** Where in the loop this room is at the epoch; rooms start at different places. */
  offsetMs?: number;
  /** How many segments the playlist lists. */
  size?: number;
}

export const WINDOW_SIZE = 6;

/** Number of whole segments that have finished playing by `t` milliseconds after the loop started. */
export function completedSegments(durationsMs: readonly number[], t: number): number {
  const loopMs = durationsMs.reduce((sum, d) => sum + d, 0);
  const loops = Math.floor(t / loopMs);
  let position = t - loops * loopMs;
  let count = loops * durationsMs.length;
  for (const d of durationsMs) {
    if (position < d) break;
    position -= d;
    count += 1;
  }
  return count;
}

/** The highest segment duration rounded up to whole seconds, as EXT-X-TARGETDURATION needs. */
export function targetDurationSeconds(durationsMs: readonly number[]): number {
  return Math.ceil(Math.max(...durationsMs) / 1000);
}

export function liveWindow({ durationsMs, nowMs, offsetMs = 0, size = WINDOW_SIZE }: WindowInput): LiveWindow {
  if (durationsMs.length === 0 || durationsMs.some((d) => !(d > 0))) throw new Error('a loop needs segments with positive durations');
  const n = durationsMs.length;
  const end = completedSegments(durationsMs, nowMs + offsetMs);
  const first = Math.max(0, end - size);
  const segments: WindowSegment[] = [];
  for (let sequence = first; sequence < end; sequence += 1) {
    const loopIndex = sequence % n;
    segments.push({
      loopIndex,
      sequence,
      durationMs: durationsMs[loopIndex] ?? 0,
      pass: Math.floor(sequence / n),
    });
  }
  return {
    mediaSequence: first,
    targetDurationSeconds: targetDurationSeconds(durationsMs),
    segments,
  };
}

/** A stable starting point in the loop for a room, so neighbouring rooms do not show the same frame. */
export function roomOffsetMs(roomId: number, loopMs: number): number {
  // Knuth's multiplicative hash spreads consecutive ids over the loop.
  return (Math.imul(roomId, 2654435761) >>> 0) % loopMs;
}
