import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_LIMITS } from '@/lib/domain/highlights';
import { masterPlaylist, mediaPlaylist, vodMediaPlaylist, type Rendition } from './playlists';

const rendition: Rendition = {
  name: '540p', width: 960, height: 540, frameRate: 30, codecs: 'avc1.42c01f', bandwidth: 250_000, averageBandwidth: 220_000,
  initFile: 'init.mp4',
  segments: Array.from({ length: 4 }, (_, i) => ({ file: `seg-0${i}.m4s`, durationMs: 2000 })),
};

describe('masterPlaylist', () => {
  it('describes each rendition for the player to choose from', () => {
    expect(masterPlaylist([rendition])).toBe([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=250000,AVERAGE-BANDWIDTH=220000,RESOLUTION=960x540,FRAME-RATE=30.000,CODECS="avc1.42c01f"',
      '540p.m3u8',
      '',
    ].join('\n'));
  });
});

describe('mediaPlaylist', () => {
  it('lists the window across the loop seam on one timeline, each segment with its pass', () => {
    // 5 loops of 4 segments, then 2 more: the window is loop indexes 0..3 of pass 4 and 0..1 of pass 5.
    const text = mediaPlaylist({ rendition, nowMs: 5 * 8000 + 4000, segmentBase: '../demo/540p/', version: '1' });
    expect(text).toBe([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-MEDIA-SEQUENCE:16',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-MAP:URI="../demo/540p/init.mp4?v=1"',
      '#EXTINF:2.000,', '../demo/540p/seg-00.m4s?v=1&pass=4',
      '#EXTINF:2.000,', '../demo/540p/seg-01.m4s?v=1&pass=4',
      '#EXTINF:2.000,', '../demo/540p/seg-02.m4s?v=1&pass=4',
      '#EXTINF:2.000,', '../demo/540p/seg-03.m4s?v=1&pass=4',
      '#EXTINF:2.000,', '../demo/540p/seg-00.m4s?v=1&pass=5',
      '#EXTINF:2.000,', '../demo/540p/seg-01.m4s?v=1&pass=5',
      '',
    ].join('\n'));
  });

  it('has no discontinuities: players would have to count them from the epoch', () => {
    expect(mediaPlaylist({ rendition, nowMs: 1_800_000_000_000, segmentBase: '' })).not.toContain('DISCONTINUITY');
  });

  it('is live: never ends', () => {
    expect(mediaPlaylist({ rendition, nowMs: 123_456, segmentBase: '' })).not.toContain('ENDLIST');
  });
});

describe('vodMediaPlaylist', () => {
  it('plays a full match of the longest length through the looped recording, on one timeline, to ENDLIST', () => {
    const seconds = HIGHLIGHT_LIMITS.maxClipSeconds;
    const body = vodMediaPlaylist({ rendition, startMs: 3000, durationMs: seconds * 1000, segmentBase: '../../demo/540p/', version: 'v1' });
    const lines = body.trimEnd().split('\n');
    expect(lines.at(-1)).toBe('#EXT-X-ENDLIST');
    expect(lines.filter((l) => l === '#EXT-X-ENDLIST')).toHaveLength(1);
    expect(body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    const total = [...body.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    // Whole segments cover the clip, starting in the one the clip starts in: at most a segment over.
    expect(total).toBeGreaterThanOrEqual(seconds);
    expect(total).toBeLessThanOrEqual(seconds + 2);
    // Each pass of the 8 s loop gets its own timestamps, counting up without a gap.
    const passes = [...body.matchAll(/&pass=(\d+)/g)].map((m) => Number(m[1]));
    expect(passes[0]).toBe(0);
    expect(passes.at(-1)).toBe(Math.floor((3000 + seconds * 1000 - 1) / 8000));
    expect(passes.every((p, i) => i === 0 || p - (passes[i - 1] ?? 0) <= 1)).toBe(true);
  });
});
