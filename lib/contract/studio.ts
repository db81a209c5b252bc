import * as z from 'zod/mini';
import { BROADCAST_LANGUAGES, BROADCAST_SOURCES, BROADCAST_STATES, BROADCAST_TITLE_MAX, REFUSALS } from '@/lib/domain/broadcast';
import { endpoint } from './endpoint';
import { match } from './schedule';
import * as calls from './studio-calls';

const id = z.int().check(z.positive(), z.maximum(2_147_483_647));

/** How the stream is doing, as the ingest last measured it (every couple of seconds). */
export const streamHealth = z.object({
  bitrateKbps: z.number(),
  fps: z.number(),
  droppedFrames: z.int(),
  /** Seconds between the source's keyframes; should be 2 (spec §3's segments). */
  keyframeIntervalSeconds: z.nullable(z.number()),
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  /** Renditions the room is playing, e.g. ["540p", "720p"]: never above the source. */
  renditions: z.array(z.string()),
  viewers: z.int(),
  updatedAt: z.int(),
});
export type StreamHealth = z.infer<typeof streamHealth>;

export const broadcast = z.object({
  id: z.int(),
  roomId: z.int(),
  /** The room page, for the commentator to open as viewers see it. */
  roomPath: z.string(),
  title: z.string(),
  language: z.enum(BROADCAST_LANGUAGES),
  state: z.enum(BROADCAST_STATES),
  source: z.nullable(z.enum(BROADCAST_SOURCES)),
  createdAt: z.int(),
  startedAt: z.nullable(z.int()),
  endedAt: z.nullable(z.int()),
  health: z.nullable(streamHealth),
  /** The room's chat group, for the studio's chat panel. */
  groupId: z.nullable(z.int()),
});
export type Broadcast = z.infer<typeof broadcast>;

/** A room the commentator hosts whose match is not over: what a broadcast can be for. */
export const studioRoom = z.object({
  roomId: z.int(),
  title: z.string(),
  match,
});
export type StudioRoom = z.infer<typeof studioRoom>;

export const studioVideo = z.object({
  id: z.int(),
  title: z.string(),
  state: z.enum(['recording', 'queued', 'processing', 'ready', 'failed']),
  durationMs: z.nullable(z.int()),
  createdAt: z.int(),
  /** Master playlist once packaged. */
  playlist: z.nullable(z.string()),
  /** Packaging progress, 0 to 1, while queued or processing. */
  progress: z.number(),
});
export type StudioVideo = z.infer<typeof studioVideo>;

/** Why the key's latest stream was turned away, and when. */
export const refusal = z.object({ reason: z.enum(REFUSALS), at: z.int() });
export type StreamRefusal = z.infer<typeof refusal>;

export const studioOverviewData = z.object({
  /** The current key's last characters; the key itself is shown only when made. */
  key: z.nullable(z.object({ hint: z.string(), createdAt: z.int() })),
  ingest: z.object({
    /** What goes in OBS's "Server" field. */
    rtmpServer: z.string(),
    /** The browser studio's WebSocket path. */
    browserSocketPath: z.string(),
  }),
  encoder: z.object({
    keyframeIntervalSeconds: z.number(),
    fps: z.number(),
    videoBitrateKbps: z.int(),
    audioBitrateKbps: z.int(),
    resolution: z.string(),
    videoCodec: z.string(),
    audioCodec: z.string(),
  }),
  rooms: z.array(studioRoom),
  broadcast: z.nullable(broadcast),
  refusal: z.nullable(refusal),
  recordings: z.array(studioVideo),
});
export type StudioOverview = z.infer<typeof studioOverviewData>;

export const studioOverview = endpoint(calls.studioOverview, { data: studioOverviewData });

/** A new key replaces the old one at once; this answer is the only time it is shown. */
export const studioRotateKey = endpoint(calls.studioRotateKey, {
  body: z.strictObject({}),
  data: z.object({ key: z.string(), hint: z.string(), createdAt: z.int() }),
});

export const broadcastPlan = z.strictObject({
  roomId: id,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(BROADCAST_TITLE_MAX)),
  language: z.enum(BROADCAST_LANGUAGES),
});

/** Picks the room, title and language of the next broadcast (or changes them while it waits or runs). */
export const studioPlan = endpoint(calls.studioPlan, { body: broadcastPlan, data: broadcast });

/** The commentator's current broadcast (ready, live or reconnecting) or null, and the key's latest refusal. */
export const studioBroadcast = endpoint(calls.studioBroadcast, { data: z.object({ broadcast: z.nullable(broadcast), refusal: z.nullable(refusal) }) });

export const studioEnd = endpoint(calls.studioEnd, { body: z.strictObject({}), data: broadcast });

/** A one-use ticket for the browser studio's ingest socket, good for a minute. */
export const studioTicket = endpoint(calls.studioTicket, {
  body: z.strictObject({}),
  data: z.object({ ticket: z.string(), path: z.string() }),
});

/** A player watching a room says so about every 20 s; viewer counts are the players heard from lately. */
export const roomViewing = endpoint(calls.roomViewing, {
  body: z.strictObject({ roomId: id, viewerId: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)) }),
  data: z.object({ viewerCount: z.int() }),
});

/**
 * MediaMTX's HTTP authentication (authMethod: http): the stream key is the path's last part. Loose
 * objects: MediaMTX sends more fields than these, and may add some.
 */
export const mediamtxAuth = endpoint(calls.mediamtxAuth, {
  body: z.object({
    action: z.string().check(z.maxLength(32)),
    path: z.string().check(z.maxLength(512)),
    protocol: z.optional(z.string().check(z.maxLength(32))),
    ip: z.optional(z.string().check(z.maxLength(64))),
    id: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
    query: z.optional(z.string().check(z.maxLength(1024))),
  }),
  data: z.null(),
});

/** SRS's HTTP callbacks on_publish and on_unpublish: the stream key is the stream name. */
export const srsHook = endpoint(calls.srsHook, {
  body: z.object({
    action: z.string().check(z.maxLength(32)),
    app: z.string().check(z.maxLength(128)),
    stream: z.string().check(z.maxLength(256)),
    ip: z.optional(z.string().check(z.maxLength(64))),
    client_id: z.optional(z.string().check(z.maxLength(64))),
  }),
  data: z.null(),
});

/**
 * A media server's ready command (MediaMTX runOnReady, SRS exec) asks which room the stream it was
 * handed airs in, so it can write the room's renditions where viewers look for them. `path` is the
 * published path, `live/{streamKey}`. The answer is the room id as plain text; 404 when the key has
 * no broadcast on air through a media server.
 */
export const mediaReady = endpoint(calls.mediaReady, {
  body: z.object({ path: z.string().check(z.maxLength(512)) }),
  data: z.int(),
});

/**
 * The browser studio's ingest socket: the page's first message says what it sends, then MediaRecorder's
 * chunks follow as binary messages. The server answers with one of `ingestReply`, and closes the socket
 * when it refuses or the broadcast ends.
 */
export const ingestHello = z.strictObject({
  type: z.literal('hello'),
  /** MediaRecorder's mimeType, e.g. `video/webm;codecs=vp8,opus`. */
  mimeType: z.string().check(z.maxLength(100)),
  width: z.int().check(z.positive(), z.maximum(7680)),
  height: z.int().check(z.positive(), z.maximum(4320)),
  hasAudio: z.boolean(),
});
export type IngestHello = z.infer<typeof ingestHello>;

export const ingestReply = z.discriminatedUnion('type', [
  z.object({ type: z.literal('accepted'), broadcastId: z.int() }),
  z.object({ type: z.literal('refused'), reason: z.enum(REFUSALS) }),
  z.object({ type: z.literal('ended') }),
]);
export type IngestReply = z.infer<typeof ingestReply>;
