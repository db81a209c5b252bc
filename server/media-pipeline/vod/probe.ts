import { execFile } from 'node:child_process';

/** What ffmpeg reads from a file's header. */
export interface ProbeResult {
  durationMs: number | null;
  video: { codec: string; width: number; height: number } | null;
  hasAudio: boolean;
}

/** ffmpeg's answer to a file it cannot read, its last line (`…: Invalid data found when processing input`). */
export class UnreadableMedia extends Error {
  override name = 'UnreadableMedia';
}

const DURATION = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/;
const VIDEO = /Stream #\d+:\d+.*?: Video: (\w+).*?\b(\d{2,5})x(\d{2,5})\b/;
const AUDIO = /Stream #\d+:\d+.*?: Audio: /;
/** Phones store portrait video turned; ffmpeg turns it upright when it transcodes, swapping the sides. */
const QUARTER_TURN = /(?:rotation of|rotate\s*:)\s*-?(?:90|270)(?:\.0+)?\b/;

/** Reads `ffmpeg -i` stderr; null when ffmpeg found no input it could open. */
export function parseProbe(stderr: string): ProbeResult | null {
  if (!/^Input #0/m.test(stderr)) return null;
  const d = DURATION.exec(stderr);
  const v = VIDEO.exec(stderr);
  const turned = QUARTER_TURN.test(stderr);
  const width = Number(v?.[2] ?? 0);
  const height = Number(v?.[3] ?? 0);
  return {
    durationMs: d ? Math.round(((Number(d[1]) * 60 + Number(d[2])) * 60 + Number(d[3])) * 1000) : null,
    video: v ? { codec: v[1] ?? '', width: turned ? height : width, height: turned ? width : height } : null,
    hasAudio: AUDIO.test(stderr),
  };
}

/** Asks ffmpeg what a file holds (ffmpeg alone, so an npm-shipped ffmpeg without ffprobe does too). */
export function probeMedia(ffmpeg: string, file: string, signal?: AbortSignal): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    execFile(ffmpeg, ['-hide_banner', '-nostdin', '-i', file], { signal, maxBuffer: 4 * 1024 * 1024, timeout: 60_000 }, (err, _stdout, stderr) => {
      // Without an output ffmpeg always exits 1 after describing the input: the description is the answer.
      const parsed = parseProbe(stderr);
      if (parsed) return resolve(parsed);
      if (signal?.aborted) return reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      const last = stderr.trim().split('\n').pop()?.trim() || (err ? err.message : 'no answer');
      reject(new UnreadableMedia(last));
    });
  });
}
