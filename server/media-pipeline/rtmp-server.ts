import net from 'node:net';
import Flv, { type AvPacket } from 'node-media-server/src/protocol/flv.js';
import Rtmp from 'node-media-server/src/protocol/rtmp.js';
import { decodeAmf0Data } from 'node-media-server/src/protocol/amf.js';
import nmsLogger from 'node-media-server/src/core/logger.js';
import { RTMP_APP } from '@/lib/domain/broadcast';
import { logger } from '@/server/logger';
import { acceptStream, type IngestRuntime } from './ingest-runtime';
import type { SourceControl } from './ingest-session';

/** FLV video codec ids: 7 AVC, 12 HEVC; enhanced RTMP sends FourCCs (hvc1, av01, vp09). */
const VIDEO_CODECS = new Map<number, string>([[7, 'h264'], [12, 'hevc'], [0x68766331, 'hevc'], [0x61763031, 'av1'], [0x76703039, 'vp9']]);
/** How long a publisher may take to send its codec set-up before it is turned away as having no video. */
const SETUP_WAIT_MS = 5_000;
const MAX_BUFFERED = 2_000;
/** node-media-server's packet flags for a stream's set-up: the audio and video sequence headers. */
const SET_UP_TAGS = new Set([0, 2]);

nmsLogger.level = 'error';

/** One FLV tag as ffmpeg reads it, with what the session counts from it. */
interface Tag {
  message: Buffer;
  flags: number;
  dts: number;
}

const tagOf = (p: AvPacket): Tag => ({ message: Flv.createMessage(p), flags: p.flags, dts: p.dts });

/**
 * The RTMP ingest: node-media-server's protocol layer (handshake, chunks, AMF, FLV tags) under our own
 * server, so a key is checked against the database before anything is kept, a refusal closes the
 * connection, and the tags go straight to the transcoder as FLV.
 */
export function startRtmpServer(runtime: IngestRuntime, port: number, host = '0.0.0.0'): Promise<net.Server> {
  const server = net.createServer((socket) => handleSocket(runtime, socket));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function handleSocket(runtime: IngestRuntime, socket: net.Socket): void {
  const rtmp = new Rtmp();
  // Tags, not packets: the parser reuses a packet's bytes for the next message once its callback returns.
  const pending: Tag[] = [];
  let key: string | null = null;
  let state: 'connecting' | 'setup' | 'live' | 'closed' = 'connecting';
  let push: ((t: Tag) => void) | null = null;
  let onClose: (() => void) | null = null;
  let meta: { width: number | null; height: number | null } = { width: null, height: null };
  const headers: Partial<Record<'audio' | 'video', Buffer>> = {};
  let videoCodec: string | null | undefined;
  let hasAudio = false;
  socket.setNoDelay(true);
  socket.setTimeout(30_000, () => socket.destroy());

  const close = () => {
    if (state !== 'closed') socket.end();
    state = 'closed';
  };

  const control: SourceControl = {
    // ffmpeg reads no further than the first tag before it starts (see transcode-args), so video's set-up
    // leads. The encoder's metadata stays here: ffmpeg would read OBS's @setDataFrame as a data stream.
    header: () => [Flv.createHeader(hasAudio, true), ...[headers.video, headers.audio].filter((b): b is Buffer => b !== undefined)],
    startsRun: (_chunk, m) => m?.keyframe === true,
    disconnect: () => close(),
  };

  async function setUp(): Promise<void> {
    state = 'setup';
    const started = Date.now();
    while (videoCodec === undefined && state === 'setup' && Date.now() - started < SETUP_WAIT_MS) await new Promise((r) => setTimeout(r, 50));
    if (state !== 'setup') return;
    const result = await acceptStream(runtime, {
      key: key ?? '',
      source: 'rtmp',
      info: { input: 'flv', width: meta.width, height: meta.height, hasAudio },
      video: videoCodec ?? null,
      control,
    });
    if (!result.ok) return close();
    const session = result.session;
    push = (t) => session.push(t.message, { keyframe: t.flags === 3, videoFrame: t.flags === 3 || t.flags === 4, mediaMs: t.dts });
    onClose = () => void session.stop();
    for (const chunk of control.header()) session.push(chunk);
    state = 'live';
    for (const t of pending.splice(0)) if (!SET_UP_TAGS.has(t.flags)) push(t);
    if (socket.destroyed) onClose();
  }

  rtmp.onConnectCallback = (req) => {
    if (req.app !== RTMP_APP) return close();
    key = req.name;
  };
  rtmp.onPlayCallback = () => close();
  rtmp.onPushCallback = () => void setUp().catch((err: unknown) => {
    logger.error({ err }, 'rtmp publish failed');
    close();
  });
  rtmp.onOutputCallback = (buffer) => {
    if (!socket.destroyed) socket.write(buffer);
  };
  rtmp.onPacketCallback = (p) => {
    if (p.flags === 5) {
      const data = decodeAmf0Data(p.data).dataObj;
      meta = { width: numberOr(data?.width), height: numberOr(data?.height) };
    } else if (p.flags === 0) {
      hasAudio = true;
      headers.audio = Flv.createMessage(p);
    } else if (p.flags === 2) {
      videoCodec = VIDEO_CODECS.get(p.codec_id) ?? `flv-${p.codec_id}`;
      headers.video = Flv.createMessage(p);
    } else if (p.codec_type === 8) hasAudio = true;
    if (p.flags === 5) return;
    if (state === 'live' && push) push(tagOf(p));
    else if (state !== 'closed' && pending.length < MAX_BUFFERED) pending.push(tagOf(p));
  };

  socket.on('data', (data: Buffer) => {
    const err = rtmp.parserData(data);
    if (err) close();
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    const wasLive = state === 'live';
    state = 'closed';
    if (wasLive) onClose?.();
  });
}

function numberOr(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}
