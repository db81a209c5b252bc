import { AUDIO_BITRATE_KBPS, SEGMENT_SECONDS, ladderFor } from '@/lib/domain/broadcast';

/** One output of a file's packaging: a ladder rung at the size the source allows. */
export interface PlannedRendition {
  name: string;
  width: number;
  height: number;
  bitrateKbps: number;
  fps: number;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * The rungs a source of `width`×`height` is packaged into: spec 3's ladder without upscaling, the
 * lowest rung kept at the source's own height when the source is smaller than it.
 */
export function planRenditions(width: number, height: number): PlannedRendition[] {
  return ladderFor(height).map((r) => {
    const h = even(Math.min(r.height, height));
    return { name: r.name, height: h, width: even((h * width) / height), bitrateKbps: r.bitrateKbps, fps: r.fps };
  });
}

export interface LadderArgsInput {
  source: string;
  outDir: string;
  renditions: readonly PlannedRendition[];
  hasAudio: boolean;
  /** libx264's speed preset: `veryfast` for the site, `ultrafast` in tests. */
  preset: string;
}

/**
 * ffmpeg's arguments for the whole ladder in one run: one decode, split and scaled per rung, each rung
 * its own fMP4 HLS output (`{outDir}/{rung}/index.m3u8`, `init_0.mp4`, `seg_00000.m4s`…) with a keyframe
 * every segment, so every segment starts on one and the rungs switch cleanly. Progress goes to stdout.
 */
export function ladderArgs({ source, outDir, renditions, hasAudio, preset }: LadderArgsInput): string[] {
  const n = renditions.length;
  const fps = renditions[0]?.fps ?? 30;
  const gop = fps * SEGMENT_SECONDS;
  const graph = [`[0:v:0]fps=${fps},split=${n}${renditions.map((_, i) => `[s${i}]`).join('')}`, ...renditions.map((r, i) => `[s${i}]scale=${r.width}:${r.height},setsar=1[v${i}]`)].join(';');
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-i', source, '-filter_complex', graph];
  renditions.forEach((r, i) => {
    const dir = `${outDir}/${r.name}`;
    args.push('-map', `[v${i}]`);
    if (hasAudio) args.push('-map', '0:a:0');
    args.push(
      '-c:v', 'libx264', '-preset', preset, '-pix_fmt', 'yuv420p',
      '-b:v', `${r.bitrateKbps}k`, '-maxrate', `${Math.round(r.bitrateKbps * 1.1)}k`, '-bufsize', `${r.bitrateKbps * 2}k`,
      '-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0',
    );
    if (hasAudio) args.push('-c:a', 'aac', '-b:a', `${AUDIO_BITRATE_KBPS}k`, '-ac', '2', '-ar', '48000');
    args.push(
      '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4',
      '-hls_fmp4_init_filename', 'init_0.mp4', '-hls_segment_filename', `${dir}/seg_%05d.m4s`, `${dir}/index.m3u8`,
    );
  });
  args.push('-progress', 'pipe:1', '-nostats');
  return args;
}
