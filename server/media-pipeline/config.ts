import { DEFAULT_GRACE_MS } from '@/lib/domain/broadcast';

export interface MediaConfig {
  /** RTMP_PORT: 1935 unless set; `off` starts no RTMP server. */
  rtmpPort: number | null;
  /** BROADCAST_GRACE_MS: how long a room waits for a dropped stream. */
  graceMs: number;
  /** TRANSCODE_PRESET: x264's speed preset for live renditions. */
  preset: string;
}

const PRESETS = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium'];

function wholeNumber(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new Error(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  return n;
}

export function readMediaConfig(env: Readonly<Record<string, string | undefined>> = process.env): MediaConfig {
  const preset = env.TRANSCODE_PRESET || 'veryfast';
  if (!PRESETS.includes(preset)) throw new Error(`TRANSCODE_PRESET must be one of ${PRESETS.join(', ')}, got "${preset}"`);
  return {
    rtmpPort: env.RTMP_PORT === 'off' ? null : wholeNumber('RTMP_PORT', env.RTMP_PORT, 1935, 65535),
    graceMs: wholeNumber('BROADCAST_GRACE_MS', env.BROADCAST_GRACE_MS, DEFAULT_GRACE_MS, 3_600_000),
    preset,
  };
}
