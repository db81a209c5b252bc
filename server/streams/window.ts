/**
 * The sliding window of a looped recording served as a live stream: which segments a live media
 * playlist lists at a given wall-clock time. Pure, so the maths can be tested without a clock.
 *
 * The loop repeats forever from the Unix epoch (shifted by a per-room offset). Segments are
 * numbered from the epoch, so the media sequence only ever grows; each pass over the loop seam
 * is a discontinuity, and the discontinuity sequence counts the seams already passed.
 */
export interface WindowSegment {
  /** Position in the recording (0 … segments − 1). */
  loopIndex: number;
  /** Media sequence number of the segment. */
  sequence: number;
  durationMs: number;
  /** True when the segment starts a new pass over the loop (an EXT-X-DISCONTINUITY before it). */
  discontinuity: boolean;
}

export interface LiveWindow {
  mediaSequence: number;
  discontinuitySequence: number;
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
      // The first listed segment's seam is already counted by the discontinuity sequence.
      discontinuity: loopIndex === 0 && sequence > first,
    });
  }
  return {
    mediaSequence: first,
    discontinuitySequence: Math.floor(first / n),
    targetDurationSeconds: targetDurationSeconds(durationsMs),
    segments,
  };
}

/** A stable starting point in the loop for a room, so neighbouring rooms do not show the same frame. */
export function roomOffsetMs(roomId: number, loopMs: number): number {
  // Knuth's multiplicative hash spreads consecutive ids over the loop.
  return (Math.imul(roomId, 2654435761) >>> 0) % loopMs;
}
