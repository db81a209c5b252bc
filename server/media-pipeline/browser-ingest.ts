import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { ingestHello, type IngestReply } from '@/lib/contract/studio';
import { logger } from '@/server/logger';
import { acceptStream, type IngestRuntime } from './ingest-runtime';
import type { IngestSession } from './ingest-session';
import { takeIngestTicket } from './tickets';

/** A MediaRecorder chunk of a second at 8 Mb/s is 1 MB; anything far above is not a camera. */
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
const HELLO_WAIT_MS = 10_000;
const CLOSE_REFUSED = 4003;
const CLOSE_ENDED = 4000;
const CLOSE_BAD_HELLO = 4400;
const CLOSE_UNAUTHORISED = 4401;

const VIDEO_IN_MIME: Record<string, string> = { vp8: 'vp8', vp9: 'vp9', 'vp09': 'vp9', avc1: 'h264', h264: 'h264', av1: 'av1', av01: 'av1' };

/** The video codec a MediaRecorder mimeType carries; null when it names none (an audio-only recording). */
export function videoCodecOfMime(mimeType: string): string | null {
  const [type = '', ...params] = mimeType.toLowerCase().split(';').map((p) => p.trim());
  if (!type.startsWith('video/')) return null;
  const codecs = params.find((p) => p.startsWith('codecs='))?.slice('codecs='.length).replace(/"/g, '').split(',').map((c) => c.trim()) ?? [];
  if (codecs.length === 0) return type === 'video/webm' ? 'vp8' : 'unknown';
  for (const c of codecs) {
    const known = VIDEO_IN_MIME[c.split('.')[0] ?? ''];
    if (known) return known;
  }
  return codecs.some((c) => c === 'opus' || c === 'vorbis' || c.startsWith('mp4a')) && codecs.length === 1 ? null : 'unknown';
}

function send(ws: WebSocket, reply: IngestReply): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(reply));
}

/**
 * The browser studio's ingest: a WebSocket opened with a one-use ticket, a hello saying what the page
 * records, then MediaRecorder's WebM chunks piped into the transcoder.
 */
export function createBrowserIngest(runtime: IngestRuntime) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false });

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const ticket = new URL(req.url ?? '/', 'http://localhost').searchParams.get('ticket') ?? '';
    void takeIngestTicket(ticket, runtime.deps.now()).then((userId) => {
      wss.handleUpgrade(req, socket, head, (ws) => {
        if (userId === null) return ws.close(CLOSE_UNAUTHORISED, 'ticket');
        serve(ws, userId);
      });
    });
  }

  function serve(ws: WebSocket, userId: number): void {
    let session: IngestSession | null = null;
    let header: Buffer | null = null;
    let stage: 'hello' | 'starting' | 'live' | 'closed' = 'hello';
    const early: Buffer[] = [];
    const helloTimer = setTimeout(() => ws.close(CLOSE_BAD_HELLO, 'hello'), HELLO_WAIT_MS);

    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (stage === 'hello') {
        stage = 'starting';
        clearTimeout(helloTimer);
        void start(isBinary ? null : data.toString());
        return;
      }
      if (!isBinary) return;
      const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer);
      header ??= chunk;
      if (stage === 'live' && session) session.push(chunk);
      else if (stage === 'starting' && early.length < 30) early.push(chunk);
    });
    ws.on('close', () => {
      clearTimeout(helloTimer);
      const wasLive = stage === 'live';
      stage = 'closed';
      if (wasLive) void session?.stop();
    });
    ws.on('error', () => {});

    async function start(text: string | null): Promise<void> {
      let hello;
      try {
        hello = ingestHello.parse(JSON.parse(text ?? ''));
      } catch {
        return ws.close(CLOSE_BAD_HELLO, 'hello');
      }
      const result = await acceptStream(runtime, {
        userId,
        source: 'browser',
        info: { input: 'webm', width: hello.width, height: hello.height, hasAudio: hello.hasAudio },
        video: videoCodecOfMime(hello.mimeType),
        control: {
          // The first chunk holds the WebM header; the demuxer finds the next cluster after it.
          header: () => (header ? [header] : []),
          startsRun: () => true,
          disconnect: (reason) => {
            send(ws, { type: 'ended' });
            ws.close(reason === 'ended' ? CLOSE_ENDED : CLOSE_REFUSED, reason);
          },
        },
      }).catch((err: unknown) => {
        logger.error({ err }, 'browser ingest failed to start');
        return { ok: false as const, refusal: 'pipeline-failed' as const };
      });
      if (!result.ok) {
        send(ws, { type: 'refused', reason: result.refusal });
        return ws.close(CLOSE_REFUSED, result.refusal);
      }
      session = result.session;
      if (stage === 'closed') return void session.stop();
      stage = 'live';
      send(ws, { type: 'accepted', broadcastId: session.broadcast.id });
      for (const chunk of early.splice(0)) session.push(chunk);
    }
  }

  return { handleUpgrade, close: () => wss.close() };
}
