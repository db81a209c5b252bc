import { liveWindow, type WindowInput } from './window';

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
