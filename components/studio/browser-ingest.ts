import type { IngestHello, IngestReply } from '@/lib/contract/studio';
import { REFUSALS, type Refusal } from '@/lib/domain/broadcast';

/** What MediaRecorder is asked for, best first: H.264 passes through the transcoder cheapest. */
export const RECORDER_MIME_TYPES = ['video/webm;codecs=h264,opus', 'video/webm;codecs=vp8,opus', 'video/webm'] as const;

/** One chunk a second: the server gets a steady flow, and a dropped socket loses little. */
export const RECORDER_TIMESLICE_MS = 1_000;

/** The camera or screen as the top rung wants it: at most 1080p at 30 fps. */
export const VIDEO_CONSTRAINTS = {
  width: { ideal: 1920, max: 1920 },
  height: { ideal: 1080, max: 1080 },
  frameRate: { ideal: 30, max: 30 },
} as const satisfies MediaTrackConstraints;

/** The first type this browser's MediaRecorder can make, or null when it can make none. */
export function pickMimeType(isSupported: (type: string) => boolean): string | null {
  return RECORDER_MIME_TYPES.find((type) => isSupported(type)) ?? null;
}

/** The socket's first message: the recorder's type and the video's actual size. */
export function helloFor(stream: MediaStream, mimeType: string): IngestHello {
  const settings = stream.getVideoTracks()[0]?.getSettings() ?? {};
  return {
    type: 'hello',
    mimeType,
    width: Math.max(1, Math.round(settings.width ?? 1280)),
    height: Math.max(1, Math.round(settings.height ?? 720)),
    hasAudio: stream.getAudioTracks().length > 0,
  };
}

/** The server's answer, or null for anything that is not one (the page carries no schema library). */
export function readReply(data: unknown): IngestReply | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const reply = value as Record<string, unknown>;
  if (reply.type === 'accepted' && Number.isInteger(reply.broadcastId)) return { type: 'accepted', broadcastId: reply.broadcastId as number };
  if (reply.type === 'ended') return { type: 'ended' };
  const reason = REFUSALS.find((r) => r === reply.reason);
  return reply.type === 'refused' && reason ? { type: 'refused', reason } : null;
}

/** The socket's address on this page's host: `ws:` or `wss:` as the page itself. */
export function socketUrl(path: string, location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}

// WebSocket's readyState values (CONNECTING 0, OPEN 1), without needing the global in tests.
const SOCKET_OPEN = 1;

export type IngestEvent =
  | { type: 'unsupported' }
  | { type: 'no-ticket'; status: number }
  | { type: 'connecting' }
  | { type: 'accepted'; broadcastId: number }
  | { type: 'refused'; reason: Refusal }
  | { type: 'ended' }
  | { type: 'closed'; code: number };

export interface IngestDeps {
  /** The ticket endpoint's answer: the socket path with its ticket, or the failure's status. */
  requestTicket(): Promise<{ ok: true; path: string } | { ok: false; status: number }>;
  onEvent(event: IngestEvent): void;
  isTypeSupported?: (type: string) => boolean;
  createRecorder?: (stream: MediaStream, mimeType: string) => MediaRecorder;
  createSocket?: (url: string) => WebSocket;
  location?: { protocol: string; host: string };
}

/**
 * Sends a camera or screen to the server: a ticket, then the socket (hello first, then MediaRecorder's
 * chunks as binary messages) until the server refuses or ends it, the socket closes, or `stop()`.
 * The tracks are the caller's; only the recorder and the socket are closed here.
 */
export class BrowserIngest {
  private recorder: MediaRecorder | null = null;
  private socket: WebSocket | null = null;
  private done = false;

  constructor(private readonly stream: MediaStream, private readonly deps: IngestDeps) {}

  async start(): Promise<void> {
    const supported = this.deps.isTypeSupported ?? ((t: string) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(t));
    const mimeType = pickMimeType(supported);
    if (mimeType === null) return this.finish({ type: 'unsupported' });
    this.deps.onEvent({ type: 'connecting' });
    const ticket = await this.deps.requestTicket();
    if (this.done) return;
    if (!ticket.ok) return this.finish({ type: 'no-ticket', status: ticket.status });
    const url = socketUrl(ticket.path, this.deps.location ?? window.location);
    const socket = (this.deps.createSocket ?? ((u: string) => new WebSocket(u)))(url);
    this.socket = socket;
    socket.onopen = () => this.record(socket, mimeType);
    socket.onmessage = (e: MessageEvent) => this.answer(readReply(e.data));
    socket.onclose = (e: CloseEvent) => this.finish({ type: 'closed', code: e.code });
  }

  /** Stops sending; the server sees the socket close and waits out the grace period. */
  stop(): void {
    this.done = true;
    this.teardown();
  }

  private record(socket: WebSocket, mimeType: string): void {
    if (this.done) return;
    socket.send(JSON.stringify(helloFor(this.stream, mimeType)));
    const recorder = (this.deps.createRecorder ?? ((s: MediaStream, type: string) => new MediaRecorder(s, { mimeType: type })))(this.stream, mimeType);
    this.recorder = recorder;
    recorder.ondataavailable = (e: BlobEvent) => {
      if (e.data.size > 0 && socket.readyState === SOCKET_OPEN) socket.send(e.data);
    };
    recorder.start(RECORDER_TIMESLICE_MS);
  }

  private answer(reply: IngestReply | null): void {
    if (reply === null || this.done) return;
    if (reply.type === 'accepted') this.deps.onEvent(reply);
    else this.finish(reply);
  }

  private finish(event: IngestEvent): void {
    if (this.done) return;
    this.done = true;
    this.teardown();
    this.deps.onEvent(event);
  }

  private teardown(): void {
    if (this.recorder && this.recorder.state !== 'inactive') this.recorder.stop();
    this.recorder = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === SOCKET_OPEN) socket.close(1000);
    }
  }
}
