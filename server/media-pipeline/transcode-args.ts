import { AUDIO_BITRATE_KBPS, SEGMENT_SECONDS, type LadderRung } from '@/lib/domain/broadcast';

export interface TranscodeArgsInput {
  /** What arrives on stdin: FLV from RTMP, WebM from the browser's MediaRecorder. */
  input: 'flv' | 'webm';
  /** The part folder; each rung writes `{partDir}/{rung}/index.m3u8` and its segments. */
  partDir: string;
  rungs: readonly LadderRung[];
  hasAudio: boolean;
  /** x264 speed preset: ultrafast by default (TRANSCODE_PRESET). */
  preset: string;
}

const FRAMES_PER_SEGMENT = (fps: number) => String(Math.round(fps * SEGMENT_SECONDS));

/**
 * ffmpeg's arguments for one run: the source scaled to each rung (never up), 30 fps, a keyframe every
 * segment, and one HLS output per rung (2 s fMP4 segments with their wall-clock time). One output per
 * rung rather than var_stream_map, which the older ffmpeg shipped through npm does not name.
 */
export function transcodeArgs({ input, partDir, rungs, hasAudio, preset }: TranscodeArgsInput): string[] {
  const split = rungs.map((_, i) => `[s${i}]`).join('');
  const scales = rungs.map((r, i) => `[s${i}]scale=-2:'min(${r.height},ih)'[v${i}]`);
  const args = [
    '-hide_banner', '-nostdin', '-loglevel', 'error', '-progress', 'pipe:3',
    // Both inputs declare their streams up front (FLV's sequence headers, WebM's tracks). ffmpeg's
    // default probe would hold back about three seconds of a live source before the first frame.
    '-fflags', '+genpts+nobuffer', '-probesize', '32', '-analyzeduration', '0', '-f', input === 'flv' ? 'flv' : 'matroska', '-i', 'pipe:0',
    '-filter_complex', `[0:v]fps=${rungs[0]?.fps ?? 30},split=${rungs.length}${split};${scales.join(';')}`,
  ];
  rungs.forEach((r, i) => {
    const folder = `${partDir}/${r.name}`;
    args.push('-map', `[v${i}]`);
    if (hasAudio) args.push('-map', '0:a:0?');
    args.push(
      '-c:v', 'libx264', '-preset', preset, '-tune', 'zerolatency', '-profile:v', 'main', '-level:v', '4.0', '-pix_fmt', 'yuv420p',
      '-g', FRAMES_PER_SEGMENT(r.fps), '-keyint_min', FRAMES_PER_SEGMENT(r.fps), '-sc_threshold', '0',
      '-b:v', `${r.bitrateKbps}k`, '-maxrate', `${r.bitrateKbps}k`, '-bufsize', `${r.bitrateKbps * 2}k`,
    );
    if (hasAudio) args.push('-c:a', 'aac', '-b:a', `${AUDIO_BITRATE_KBPS}k`, '-ar', '48000', '-ac', '2');
    args.push(
      '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_list_size', '0', '-hls_segment_type', 'fmp4',
      '-hls_flags', 'independent_segments+program_date_time+temp_file', '-hls_fmp4_init_filename', 'init.mp4',
      '-hls_segment_filename', `file:${folder}/seg_%05d.m4s`, `file:${folder}/index.m3u8`,
    );
  });
  return args;
}

/** The codecs a master playlist names for the renditions this makes. */
export function renditionCodecs(hasAudio: boolean): string {
  return hasAudio ? 'avc1.4d4028,mp4a.40.2' : 'avc1.4d4028';
}
