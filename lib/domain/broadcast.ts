import { QUALITY_PROFILES, type QualityKey } from './quality-profiles';
import { SITE_ROLE } from './site-roles';

/** Who may open the studio and go live: commentators and the staff who run the site. */
export const STUDIO_ROLES: readonly number[] = [SITE_ROLE.commentator, SITE_ROLE.staff, SITE_ROLE.leaderOperator];

export function canBroadcast(siteRoleId: number): boolean {
  return STUDIO_ROLES.includes(siteRoleId);
}

/** A rung of the live ladder: spec §3's profiles, each at its height and bitrate, 30 fps. */
export interface LadderRung {
  name: `${number}p`;
  height: number;
  bitrateKbps: number;
  fps: number;
}

const LADDER_PROFILES: readonly QualityKey[] = ['SD', 'HQ', 'HD'];

/** 540p, 720p and 1080p, lowest first. */
export const LIVE_LADDER: readonly LadderRung[] = LADDER_PROFILES.map((key) => {
  const p = QUALITY_PROFILES[key];
  return { name: `${p.maxHeight}p`, height: p.maxHeight, bitrateKbps: p.bitrateKbps, fps: p.fps };
});

/** Segment length, and the keyframe interval an encoder must keep so every segment starts on one. */
export const SEGMENT_SECONDS = 2;
/** Audio in every rendition. */
export const AUDIO_BITRATE_KBPS = 128;

/**
 * The rungs a source of this height is packaged into: never above the source (no upscaling), and
 * always the lowest one, scaled down or kept, so a small camera still plays.
 */
export function ladderFor(sourceHeight: number): LadderRung[] {
  const fitting = LIVE_LADDER.filter((r) => r.height <= sourceHeight);
  return fitting.length > 0 ? fitting : LIVE_LADDER.slice(0, 1);
}

/** What an encoder should send: the top rung's settings (OBS "Output" and "Video" pages). */
export const ENCODER_SETTINGS = {
  keyframeIntervalSeconds: SEGMENT_SECONDS,
  fps: LIVE_LADDER[LIVE_LADDER.length - 1]?.fps ?? 30,
  videoBitrateKbps: LIVE_LADDER[LIVE_LADDER.length - 1]?.bitrateKbps ?? 8000,
  audioBitrateKbps: AUDIO_BITRATE_KBPS,
  resolution: '1920x1080',
  videoCodec: 'H.264',
  audioCodec: 'AAC',
} as const;

/**
 * A broadcast's life: planned in the studio (ready), on air while a stream arrives (live), waiting
 * for it to come back (reconnecting), then over (ended). A refused stream leaves it as it was.
 */
export const BROADCAST_STATES = ['ready', 'live', 'reconnecting', 'ended'] as const;
export type BroadcastState = (typeof BROADCAST_STATES)[number];

/** States in which the broadcast holds its room's air. */
export const ON_AIR_STATES: readonly BroadcastState[] = ['live', 'reconnecting'];

export const BROADCAST_SOURCES = ['rtmp', 'browser'] as const;
export type BroadcastSource = (typeof BROADCAST_SOURCES)[number];

/** Why a stream was turned away; the studio shows each in the commentator's language. */
export const REFUSALS = ['bad-key', 'already-live', 'no-plan', 'no-video', 'unsupported-codec', 'pipeline-failed'] as const;
export type Refusal = (typeof REFUSALS)[number];

/** Video codecs the transcoder takes in: what OBS, phones and browsers send. */
export const INGEST_VIDEO_CODECS: readonly string[] = ['h264', 'hevc', 'vp8', 'vp9', 'av1'];

export const BROADCAST_TITLE_MAX = 120;
export const BROADCAST_LANGUAGES = ['vi', 'en', 'zh'] as const;
export type BroadcastLanguage = (typeof BROADCAST_LANGUAGES)[number];

/** How long a room waits for a dropped stream before the broadcast ends (BROADCAST_GRACE_MS). */
export const DEFAULT_GRACE_MS = 30_000;
/** How long a recording of a commentator is kept before the disk budget may remove it (RECORDING_RETENTION_DAYS). */
export const DEFAULT_RETENTION_DAYS = 30;

/** The application path RTMP encoders publish to: rtmp://host:port/live, with the stream key as the name. */
export const RTMP_APP = 'live';
/** The WebSocket path the browser studio sends its camera over. */
export const INGEST_SOCKET_PATH = '/ingest';

/** Stream keys: a prefix people recognise, then 32 random bytes in base64url. */
export const STREAM_KEY_PREFIX = 'live_';
export const STREAM_KEY_PATTERN = /^live_[A-Za-z0-9_-]{43}$/;

/**
 * How far behind the newest segment players stay: 3 s rather than hls.js's three segments (6 s), so
 * glass to glass stays within 6 s at 2 s segments; a player that drifts past the maximum skips ahead.
 */
export const PLAYER_LIVE_SYNC_SECONDS = 3;
export const PLAYER_MAX_LATENCY_SECONDS = 8;
