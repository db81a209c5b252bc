import { SEGMENT_SECONDS } from '@/lib/domain/broadcast';
import type { RenditionPart } from './hls-parts';

/** How many segments a live playlist lists: three times what hls.js holds back, so a short stall recovers. */
export const LIVE_WINDOW_SEGMENTS = 6;

interface Listed {
  part: RenditionPart;
  index: number;
}

export interface PartsPlaylistInput {
  parts: readonly RenditionPart[];
  /** Prefix of segment URIs up to the part folder: `live/12/` gives `live/12/p1/540p/seg_00000.m4s`. */
  base: string;
  rendition: string;
  /** Live: only the newest segments and no end; VOD: everything, then ENDLIST. */
  live: boolean;
}

/**
 * One media playlist over every run of the transcoder: a discontinuity (and the run's own init segment)
 * where one run ends and the next begins, so a restarted pipeline plays on in the same player.
 */
export function partsPlaylist({ parts, base, rendition, live }: PartsPlaylistInput): string {
  const all: Listed[] = parts.flatMap((part) => part.segments.map((_, index) => ({ part, index })));
  const start = live ? Math.max(0, all.length - LIVE_WINDOW_SEGMENTS) : 0;
  const shown = all.slice(start);
  const discontinuities = discontinuitiesBefore(parts, start);
  const longest = Math.max(SEGMENT_SECONDS, ...shown.map((l) => Math.ceil((l.part.segments[l.index]?.durationMs ?? 0) / 1000)));
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', `#EXT-X-TARGETDURATION:${longest}`];
  if (!live) lines.push('#EXT-X-PLAYLIST-TYPE:VOD');
  lines.push(`#EXT-X-MEDIA-SEQUENCE:${start}`, `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuities}`, '#EXT-X-INDEPENDENT-SEGMENTS');
  let current: string | null = null;
  for (const { part, index } of shown) {
    const segment = part.segments[index];
    if (!segment) continue;
    const folder = `${base}${part.part}/${rendition}/`;
    if (part.part !== current) {
      if (current !== null) lines.push('#EXT-X-DISCONTINUITY');
      lines.push(`#EXT-X-MAP:URI="${folder}${part.initFile}"`);
      current = part.part;
    }
    if (segment.programDateTime !== null) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.programDateTime).toISOString()}`);
    lines.push(`#EXTINF:${(segment.durationMs / 1000).toFixed(3)},`, `${folder}${segment.file}`);
  }
  if (!live) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** Boundaries between runs at or before the window's first segment: their tags are no longer listed. */
function discontinuitiesBefore(parts: readonly RenditionPart[], start: number): number {
  let first = 0;
  let count = 0;
  parts.forEach((part, i) => {
    if (i > 0 && start > 0 && first <= start) count += 1;
    first += part.segments.length;
  });
  return count;
}

/** The total length of every part's segments. */
export function partsDurationMs(parts: readonly RenditionPart[]): number {
  return parts.reduce((sum, p) => sum + p.segments.reduce((s, seg) => s + seg.durationMs, 0), 0);
}
