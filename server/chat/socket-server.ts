import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { CHAT_LIMITS } from '@/lib/domain/chat';
import type { UpgradeHandler } from '../http/upgrade';
import { clientAddress, trustedProxyHops } from '../http/client-address';
import type { ChatBroker } from './broker';

export interface ChatSocketServer {
  /** For `createUpgradeRouter({ chat })`. */
  handleUpgrade: UpgradeHandler;
  close(): Promise<void>;
}

/**
 * WebSocket messages may be a few times larger than a STOMP frame so an oversized frame gets
 * a proper ERROR from the broker; beyond this bound `ws` closes the socket itself (1009).
 */
export const CHAT_MAX_PAYLOAD = 4 * CHAT_LIMITS.frameMaxBytes;

function tokenOf(req: IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://localhost').searchParams.get('token') ?? '';
}

/** The client's address as the API reads it: forwarding headers count only behind a trusted proxy. */
export function clientAddressOf(req: Pick<IncomingMessage, 'headers' | 'socket'>, hops: number = trustedProxyHops()): string {
  return clientAddress(req.headers, req.socket.remoteAddress, hops);
}

export function createChatSocketServer(broker: ChatBroker, opts: { maxPayload?: number } = {}): ChatSocketServer {
  // Compression stays off: deflating every copy of a fan-out costs more CPU than it saves here.
  const wss = new WebSocketServer({ noServer: true, maxPayload: opts.maxPayload ?? CHAT_MAX_PAYLOAD, perMessageDeflate: false, clientTracking: false });
  return {
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      wss.handleUpgrade(req, socket, head, (ws) => {
        broker.attach(ws, { token: tokenOf(req), ip: clientAddressOf(req) });
      });
    },
    async close() {
      await broker.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
