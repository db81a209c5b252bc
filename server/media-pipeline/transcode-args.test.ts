import { describe, expect, it } from 'vitest';
import { ladderFor, LIVE_LADDER } from '@/lib/domain/broadcast';
import { videoCodecOfMime } from './browser-ingest';
import { readMediaConfig } from './config';
import { transcodeArgs } from './transcode-args';

describe('the ladder a source fills', () => {
  it('never goes above the source, and always keeps the lowest rung', () => {
    expect(ladderFor(1080).map((r) => r.name)).toEqual(['540p', '720p', '1080p']);
    expect(ladderFor(2160).map((r) => r.name)).toEqual(['540p', '720p', '1080p']);
    expect(ladderFor(720).map((r) => r.name)).toEqual(['540p', '720p']);
    expect(ladderFor(480).map((r) => r.name)).toEqual(['540p']);
    expect(LIVE_LADDER.map((r) => [r.height, r.bitrateKbps, r.fps])).toEqual([[540, 2000, 30], [720, 4000, 30], [1080, 8000, 30]]);
  });
});

describe('ffmpeg arguments', () => {
  const args = transcodeArgs({ input: 'flv', partDir: '/m/live/3/p1', rungs: ladderFor(1080), hasAudio: true, preset: 'veryfast' });
  const after = (flag: string) => args.filter((_, i) => args[i - 1] === flag);

  it('keeps a keyframe every 2 s segment at 30 fps and never scales up', () => {
    expect(after('-g')).toEqual(['60', '60', '60']);
    expect(after('-keyint_min')).toEqual(['60', '60', '60']);
    expect(after('-hls_time')).toEqual(['2', '2', '2']);
    expect(after('-hls_segment_type')).toEqual(['fmp4', 'fmp4', 'fmp4']);
    expect(after('-filter_complex')[0]).toBe("[0:v]fps=30,split=3[s0][s1][s2];[s0]scale=-2:'min(540,ih)'[v0];[s1]scale=-2:'min(720,ih)'[v1];[s2]scale=-2:'min(1080,ih)'[v2]");
    expect(after('-b:v')).toEqual(['2000k', '4000k', '8000k']);
  });

  it('writes each rung into its own folder of the part, with the time of every segment', () => {
    expect(args.filter((a) => a.endsWith('index.m3u8'))).toEqual(['file:/m/live/3/p1/540p/index.m3u8', 'file:/m/live/3/p1/720p/index.m3u8', 'file:/m/live/3/p1/1080p/index.m3u8']);
    expect(after('-hls_flags')[0]).toContain('program_date_time');
  });

  it('starts from the first frames of a live source instead of probing seconds of it', () => {
    const input = args.slice(0, args.indexOf('-i'));
    expect(input.slice(input.indexOf('-probesize'), input.indexOf('-probesize') + 2)).toEqual(['-probesize', '32']);
    expect(input.slice(input.indexOf('-analyzeduration'), input.indexOf('-analyzeduration') + 2)).toEqual(['-analyzeduration', '0']);
  });

  it('reads WebM from the browser and leaves audio out when there is none', () => {
    const web = transcodeArgs({ input: 'webm', partDir: '/p', rungs: ladderFor(540), hasAudio: false, preset: 'ultrafast' });
    expect(web.slice(web.indexOf('-f'), web.indexOf('-f') + 2)).toEqual(['-f', 'matroska']);
    expect(web).not.toContain('-c:a');
  });
});

describe('what a browser records', () => {
  it('names the video codec of a MediaRecorder type, or none for audio only', () => {
    expect(videoCodecOfMime('video/webm;codecs=vp8,opus')).toBe('vp8');
    expect(videoCodecOfMime('video/webm; codecs="h264,opus"')).toBe('h264');
    expect(videoCodecOfMime('video/webm;codecs=avc1.42E01F')).toBe('h264');
    expect(videoCodecOfMime('video/webm')).toBe('vp8');
    expect(videoCodecOfMime('audio/webm;codecs=opus')).toBeNull();
    expect(videoCodecOfMime('video/webm;codecs=opus')).toBeNull();
    expect(videoCodecOfMime('video/x-unknown;codecs=theora')).toBe('unknown');
  });
});

describe('media settings', () => {
  it('reads the RTMP port, the grace period and the presets, and refuses nonsense', () => {
    expect(readMediaConfig({})).toEqual({ rtmpPort: 1935, graceMs: 30_000, preset: 'ultrafast', filePreset: 'veryfast' });
    expect(readMediaConfig({ RTMP_PORT: 'off', BROADCAST_GRACE_MS: '5000', TRANSCODE_PRESET: 'ultrafast' })).toEqual({ rtmpPort: null, graceMs: 5000, preset: 'ultrafast', filePreset: 'veryfast' });
    expect(() => readMediaConfig({ RTMP_PORT: '70000' })).toThrow(/RTMP_PORT/);
    expect(() => readMediaConfig({ TRANSCODE_PRESET: 'placebo; rm -rf' })).toThrow(/TRANSCODE_PRESET/);
    expect(() => readMediaConfig({ FILE_TRANSCODE_PRESET: 'slowest' })).toThrow(/FILE_TRANSCODE_PRESET/);
  });
});
