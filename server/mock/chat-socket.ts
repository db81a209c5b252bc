import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ChatJournalEntry } from '@/tests/mocks/qa/chat-journal';
import type { ChatBehaviour } from '@/tests/mocks/qa/scenario';
import { ChatBroker } from '../chat/broker';
import { CLOSE } from '../chat/broker-session';
import { createMemoryBus } from '../chat/bus-memory';
import { createMemoryPresence } from '../chat/presence-memory';
import { CHAT_MAX_PAYLOAD } from '../chat/socket-server';
import { StompParser } from '../chat/stomp';
import type { ChatService } from '../chat/types';
import type { UpgradeHandler } from '../http/upgrade';

export interface MockChatSocketOptions {
  /** Who a token is and what the rooms hold: the demo data in the QA mode. */
  service: ChatService;
  /** What the scenarios picked by the upgrade request's Cookie header make the socket do. */
  behaviourOf(cookieHeader: string | null): ChatBehaviour;
  /** Writes a journal entry, for a behaviour that names a journal. */
  record?(journal: string, entry: ChatJournalEntry): void;
}

export interface MockChatSocket {
  handleUpgrade: UpgradeHandler;
  close(): Promise<void>;
}

const tokenOf = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://localhost').searchParams.get('token') ?? '';

/**
 * The QA mode's chat socket: the real broker, so every frame is the one the client meets in
 * production (CONNECTED, history MESSAGE, RECEIPT, ERROR, heart-beats), over an in-process bus and the
 * demo chat. A scenario may refuse the upgrade, or close each socket a while after its CONNECT.
 */
export function createMockChatSocket(opts: MockChatSocketOptions): MockChatSocket {
  const bus = createMemoryBus();
  const broker = new ChatBroker({ service: opts.service, bus, presence: createMemoryPresence() });
  const wss = new WebSocketServer({ noServer: true, maxPayload: CHAT_MAX_PAYLOAD, perMessageDeflate: false, clientTracking: false });
  let sockets = 0;

  return {
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      const behaviour = opts.behaviourOf(req.headers.cookie ?? null);
      const id = (sockets += 1);
      const note = (event: ChatJournalEntry['event'], by?: ChatJournalEntry['by']) => {
        if (behaviour.journal) opts.record?.(behaviour.journal, { socket: id, event, ...(by ? { by } : {}), at: Date.now() });
      };
      note('attempt');
      if (behaviour.refuse) {
        note('refused');
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        broker.attach(ws, { token: tokenOf(req) });
        watch(ws, behaviour.closeAfterMs, note);
      });
    },
    async close() {
      await broker.close();
      await bus.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** Notes the socket's CONNECT and close, and closes it `closeAfterMs` after the CONNECT when a scenario asks. */
function watch(ws: WebSocket, closeAfterMs: number | undefined, note: (event: ChatJournalEntry['event'], by?: ChatJournalEntry['by']) => void): void {
  // A parser of its own: the broker's session reads the same bytes, and this one only looks for CONNECT.
  const parser = new StompParser();
  let closedByServer = false;
  let timer: NodeJS.Timeout | undefined;
  const onMessage = (data: Buffer) => {
    const { frames } = parser.push(data);
    if (!frames.some((f) => f.command === 'CONNECT' || f.command === 'STOMP')) return;
    ws.off('message', onMessage);
    note('connect');
    if (closeAfterMs === undefined) return;
    // The broker answers a CONNECT within the same turn (the demo chat never waits), so CONNECTED is out before this fires.
    timer = setTimeout(() => {
      closedByServer = true;
      note('close', 'server');
      ws.close(CLOSE.goingAway, 'qa scenario chat-close');
    }, closeAfterMs);
  };
  ws.on('message', onMessage);
  ws.once('close', () => {
    clearTimeout(timer);
    if (!closedByServer) note('close', 'client');
  });
}
