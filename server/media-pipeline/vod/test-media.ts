import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { partDir } from '../media-dir';

/** Test media made on the spot with ffmpeg's generated picture and tone: tiny and quick to encode. */
const run = promisify(execFile);
const source = (seconds: number, size = '320x180') => [
  '-t', String(seconds), '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=30`,
  '-t', String(seconds), '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
];
const FAST = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '60', '-keyint_min', '60', '-sc_threshold', '0', '-c:a', 'aac', '-b:a', '64k'];

/** An mp4 of `seconds` of picture and tone. */
export async function makeSourceFile(file: string, seconds: number, size = '320x180'): Promise<string> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...source(seconds, size), ...FAST, file], { timeout: 60_000 });
  return file;
}

/**
 * One run of the live transcoder as it leaves the media folder: `live/{broadcastId}/p{part}/{rendition}/`
 * with a closed fMP4 playlist, an init segment and 2-second segments, for each of `renditions`.
 */
export async function makeRecordingPart(mediaRoot: string, broadcastId: number, part: number, seconds: number, renditions: readonly string[] = ['540p', '720p']): Promise<void> {
  const args = ['-hide_banner', '-loglevel', 'error', '-y', ...source(seconds)];
  for (const r of renditions) {
    const dir = path.join(partDir(mediaRoot, broadcastId, part), r);
    await fs.mkdir(dir, { recursive: true });
    args.push('-map', '0:v', '-map', '1:a', ...FAST, '-f', 'hls', '-hls_time', '2', '-hls_list_size', '0', '-hls_segment_type', 'fmp4',
      '-hls_flags', 'program_date_time', '-hls_fmp4_init_filename', `init_${part}.mp4`, '-hls_segment_filename', path.join(dir, 'seg_%05d.m4s'), path.join(dir, 'index.m3u8'));
  }
  await run('ffmpeg', args, { timeout: 60_000 });
}
