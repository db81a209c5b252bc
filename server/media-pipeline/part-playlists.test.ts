import { describe, expect, it } from 'vitest';
import { parseFfmpegPlaylist, type RenditionPart } from './hls-parts';
import { LIVE_WINDOW_SEGMENTS, partsDurationMs, partsPlaylist } from './part-playlists';

const FFMPEG = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:2
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-MAP:URI="init_0.mp4"
#EXTINF:2.000000,
#EXT-X-PROGRAM-DATE-TIME:2026-11-29T05:50:30.821+0000
seg_00000.m4s
#EXTINF:1.500000,
#EXT-X-PROGRAM-DATE-TIME:2026-11-29T05:50:32.821+0000
seg_00001.m4s
#EXT-X-ENDLIST
`;

function part(name: string, count: number): RenditionPart {
  return { part: name, initFile: 'init_0.mp4', ended: false, segments: Array.from({ length: count }, (_, i) => ({ file: `seg_${String(i).padStart(5, '0')}.m4s`, durationMs: 2000, programDateTime: 1_800_000_000_000 + i * 2000 })) };
}

describe('ffmpeg playlists', () => {
  it('reads the init segment, durations and program date times', () => {
    const parsed = parseFfmpegPlaylist(FFMPEG);
    expect(parsed?.initFile).toBe('init_0.mp4');
    expect(parsed?.ended).toBe(true);
    expect(parsed?.segments).toEqual([
      { file: 'seg_00000.m4s', durationMs: 2000, programDateTime: Date.parse('2026-11-29T05:50:30.821Z') },
      { file: 'seg_00001.m4s', durationMs: 1500, programDateTime: Date.parse('2026-11-29T05:50:32.821Z') },
    ]);
  });

  it('refuses a playlist naming a file outside its folder', () => {
    expect(parseFfmpegPlaylist(FFMPEG.replace('seg_00001.m4s', '../../secret'))).toBeNull();
    expect(parseFfmpegPlaylist('#EXTM3U\n')).toBeNull();
  });
});

describe('playlists over the transcoder runs', () => {
  it('lists the newest segments of a live broadcast with their sequence number and no end', () => {
    const text = partsPlaylist({ parts: [part('p1', 10)], base: 'live/7/', rendition: '540p', live: true });
    expect(text).toContain(`#EXT-X-MEDIA-SEQUENCE:${10 - LIVE_WINDOW_SEGMENTS}`);
    expect(text.match(/#EXTINF/g)).toHaveLength(LIVE_WINDOW_SEGMENTS);
    expect(text).toContain('#EXT-X-MAP:URI="live/7/p1/540p/init_0.mp4"');
    expect(text).toContain('live/7/p1/540p/seg_00009.m4s');
    expect(text).toContain('#EXT-X-PROGRAM-DATE-TIME:');
    expect(text).not.toContain('ENDLIST');
  });

  it('marks a restart with a discontinuity and the new run\'s own init segment', () => {
    const text = partsPlaylist({ parts: [part('p1', 4), part('p2', 3)], base: 'live/7/', rendition: '720p', live: true });
    const lines = text.split('\n');
    const at = lines.indexOf('#EXT-X-DISCONTINUITY');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe('#EXT-X-MAP:URI="live/7/p2/720p/init_0.mp4"');
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:0');
  });

  it('counts the boundaries that slid out of the window', () => {
    const text = partsPlaylist({ parts: [part('p1', 3), part('p2', 2), part('p3', 10)], base: 'b/', rendition: '540p', live: true });
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:2');
    expect(text).not.toContain('#EXT-X-DISCONTINUITY\n');
  });

  it('gives a recording every segment and an end', () => {
    const parts = [part('p1', 4), part('p2', 3)];
    const text = partsPlaylist({ parts, base: '', rendition: '540p', live: false });
    expect(text.match(/#EXTINF/g)).toHaveLength(7);
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(partsDurationMs(parts)).toBe(14_000);
  });
});
