import type { RenditionPart } from '../hls-parts';

/**
 * The segments of a video's parts that cover [startMs, startMs + durationMs), each part keeping its own
 * init segment; parts with none of them drop out. A cut starts and ends on segment boundaries (every
 * segment starts on a keyframe), so it may run up to a segment longer on each side.
 */
export function cutParts(parts: readonly RenditionPart[], startMs: number, durationMs: number): RenditionPart[] {
  const endMs = startMs + durationMs;
  let at = 0;
  const cut: RenditionPart[] = [];
  for (const part of parts) {
    const segments = part.segments.filter((s) => {
      const from = at;
      at += s.durationMs;
      return at > startMs && from < endMs;
    });
    if (segments.length > 0) cut.push({ ...part, segments });
  }
  return cut;
}
