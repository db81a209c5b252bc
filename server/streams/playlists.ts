import { completedSegments, liveWindow, targetDurationSeconds, type WindowInput } from './window';

/** One rendition of the demo recording, as `public/streams/demo/renditions.json` and its index describe it. */
export interface Rendition {
  name: string;
  width: number;
  height: number;
  frameRate: number;
  codecs: string;
  bandwidth: number;
  averageBandwidth: number;
  initFile: string;
  segments: readonly { file: string; durationMs: number }[];
}

/** The master playlist: one variant per rendition, media playlists beside it (`{name}.m3u8`). */
export function masterPlaylist(renditions: readonly Rendition[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of renditions) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},AVERAGE-BANDWIDTH=${r.averageBandwidth},RESOLUTION=${r.width}x${r.height},FRAME-RATE=${r.frameRate.toFixed(3)},CODECS="${r.codecs}"`,
      `${r.name}.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export interface MediaPlaylistInput extends Pick<WindowInput, 'nowMs' | 'offsetMs' | 'size'> {
  rendition: Rendition;
  /** Prefix of segment URIs, relative to the media playlist (`../demo/1080p/`). */
  segmentBase: string;
  /** Goes into file URIs so a new recording never meets a cached old one. */
  version?: string;
}

/** Query of a segment URI: the recording's version and the pass whose timestamps the server writes in. */
export const segmentQuery = (version: string, pass: number) => `?v=${version}&pass=${pass}`;

/** A live media playlist (no ENDLIST) over the looped rendition at the given wall-clock time. */
export function mediaPlaylist({ rendition, segmentBase, version = '0', ...clock }: MediaPlaylistInput): string {
  const w = liveWindow({ ...clock, durationsMs: rendition.segments.map((s) => s.durationMs) });
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${w.targetDurationSeconds}`,
    `#EXT-X-MEDIA-SEQUENCE:${w.mediaSequence}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${segmentBase}${rendition.initFile}?v=${version}"`,
  ];
  for (const s of w.segments) {
    const segment = rendition.segments[s.loopIndex];
    lines.push(`#EXTINF:${(s.durationMs / 1000).toFixed(3)},`, `${segmentBase}${segment?.file ?? ''}${segmentQuery(version, s.pass)}`);
  }
  return `${lines.join('\n')}\n`;
}

export interface VodPlaylistInput {
  rendition: Rendition;
  /** Where the clip starts in the looped recording, and how long it runs. */
  startMs: number;
  durationMs: number;
  segmentBase: string;
  version?: string;
}

/**
 * An on-demand media playlist of a clip cut from the looped recording: the segments covering
 * [start, start + duration), each pass with its own timestamps so the clip runs on one timeline.
 */
export function vodMediaPlaylist({ rendition, startMs, durationMs, segmentBase, version = '0' }: VodPlaylistInput): string {
  const durations = rendition.segments.map((s) => s.durationMs);
  const n = durations.length;
  const first = completedSegments(durations, Math.max(0, startMs));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${targetDurationSeconds(durations)}`,
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${segmentBase}${rendition.initFile}?v=${version}"`,
  ];
  let covered = 0;
  for (let sequence = first; covered < durationMs; sequence += 1) {
    const segment = rendition.segments[sequence % n];
    if (!segment) break;
    covered += segment.durationMs;
    lines.push(`#EXTINF:${(segment.durationMs / 1000).toFixed(3)},`, `${segmentBase}${segment.file}${segmentQuery(version, Math.floor(sequence / n))}`);
  }
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
