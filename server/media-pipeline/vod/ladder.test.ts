import { describe, expect, it } from 'vitest';
import { ladderArgs, planRenditions } from './ladder-args';
import { parseProbe } from './probe';
import { progressOutTimeUs } from './run-ffmpeg';

const PROBE = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'clip.mp4':
  Duration: 00:01:05.50, start: 0.000000, bitrate: 379 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(progressive), 1920x1080 [SAR 1:1 DAR 16:9], 373 kb/s, 30 fps
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 128 kb/s (default)
At least one output file must be specified`;

describe('probing a file with ffmpeg', () => {
  it('reads the length, the picture size and whether there is sound', () => {
    expect(parseProbe(PROBE)).toEqual({ durationMs: 65_500, video: { codec: 'h264', width: 1920, height: 1080 }, hasAudio: true });
  });

  it('turns the size of a phone video stored on its side', () => {
    const turned = PROBE.replace('30 fps', '30 fps\n    Side data:\n      displaymatrix: rotation of -90.00 degrees');
    expect(parseProbe(turned)?.video).toMatchObject({ width: 1080, height: 1920 });
  });

  it('finds no picture in a sound file, and nothing in what ffmpeg could not open', () => {
    expect(parseProbe(PROBE.replace(/ {2}Stream #0:0.*\n/, ''))?.video).toBeNull();
    expect(parseProbe('notes.mp4: Invalid data found when processing input')).toBeNull();
  });
});

describe('the ladder of an imported file', () => {
  it('takes every rung up to a 1080p source', () => {
    expect(planRenditions(1920, 1080).map((r) => `${r.name}:${r.width}x${r.height}`)).toEqual(['540p:960x540', '720p:1280x720', '1080p:1920x1080']);
  });

  it('never upscales: a 360p source keeps its size in the lowest rung', () => {
    expect(planRenditions(640, 360).map((r) => `${r.name}:${r.width}x${r.height}`)).toEqual(['540p:640x360']);
  });

  it('keeps sizes even, as the encoder needs', () => {
    expect(planRenditions(1000, 750).map((r) => [r.width % 2, r.height % 2])).toEqual([[0, 0], [0, 0]]);
  });

  it('asks for a keyframe at every segment start and 2-second fMP4 segments', () => {
    const args = ladderArgs({ source: 'in.mp4', outDir: 'out', renditions: planRenditions(1280, 720), hasAudio: false, preset: 'veryfast' }).join(' ');
    expect(args).toContain('-g 60 -keyint_min 60 -sc_threshold 0');
    expect(args).toContain('-hls_time 2 -hls_playlist_type vod -hls_segment_type fmp4');
    expect(args).toContain('fps=30,split=2[s0][s1]');
    expect(args).not.toContain('0:a:0');
    expect(args.endsWith('-progress pipe:1 -nostats')).toBe(true);
  });
});

describe("ffmpeg's progress lines", () => {
  it('reads the encoded time', () => {
    expect(progressOutTimeUs('out_time_us=3008000')).toBe(3_008_000);
    expect(progressOutTimeUs('out_time=00:00:03.008000')).toBeNull();
  });
});
