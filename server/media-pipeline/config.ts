import { DEFAULT_GRACE_MS } from '@/lib/domain/broadcast';

export interface MediaConfig {
  /** RTMP_PORT: 1935 unless set; `off` starts no RTMP server. */
  rtmpPort: number | null;
  /** BROADCAST_GRACE_MS: how long a room waits for a dropped stream. */
  graceMs: number;
  /** TRANSCODE_PRESET: x264's speed preset for live renditions. */
  preset: string;
  /** FILE_TRANSCODE_PRESET: x264's speed preset for imported files, which need not keep up with a clock. */
  filePreset: string;
}

export const TRANSCODE_PRESETS = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium'] as const;
/**
 * A live ladder must transcode at least as fast as the source arrives. From 540p to 1080p, ultrafast
 * keeps up on about 1.3 cores per 1080p ingest; veryfast needs about 2 (`BENCH_ONLY=media npm run bench`).
 */
export const DEFAULT_TRANSCODE_PRESET = 'ultrafast';
/** An import is not live: it can take longer for a better picture at the same bitrate. */
export const DEFAULT_FILE_TRANSCODE_PRESET = 'veryfast';

function presetFrom(name: string, raw: string | undefined, fallback: string): string {
  const preset = raw || fallback;
  if (!(TRANSCODE_PRESETS as readonly string[]).includes(preset)) throw new Error(`${name} must be one of ${TRANSCODE_PRESETS.join(', ')}, got "${preset}"`);
  return preset;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new Error(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  return n;
}

export function readMediaConfig(env: Readonly<Record<string, string | undefined>> = process.env): MediaConfig {
  return {
    rtmpPort: env.RTMP_PORT === 'off' ? null : wholeNumber('RTMP_PORT', env.RTMP_PORT, 1935, 65535),
    graceMs: wholeNumber('BROADCAST_GRACE_MS', env.BROADCAST_GRACE_MS, DEFAULT_GRACE_MS, 3_600_000),
    preset: presetFrom('TRANSCODE_PRESET', env.TRANSCODE_PRESET, DEFAULT_TRANSCODE_PRESET),
    filePreset: presetFrom('FILE_TRANSCODE_PRESET', env.FILE_TRANSCODE_PRESET, DEFAULT_FILE_TRANSCODE_PRESET),
  };
}
