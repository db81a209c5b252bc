import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { CHAT_LIMITS } from '@/lib/domain/chat';
import { securityEvent } from '../security/events';
import type { UpgradeHandler } from '../http/upgrade';
import { clientAddress, trustedProxyHops } from '../http/client-address';
import { configuredOrigins, isAllowedOrigin } from '../http/origins';
import type { ChatBroker } from './broker';

export interface ChatSocketServer {
  /** For `createUpgradeRouter({ chat })`. */
  handleUpgrade: UpgradeHandler;
  close(): Promise<void>;
}

export interface ChatSocketOptions {
  maxPayload?: number;
  /** Open sockets one client address may hold on this node. */
  socketsPerAddress?: number;
  /** Origins besides the site's own host that may open a socket; `PUBLIC_URL` and `ALLOWED_ORIGINS` by default. */
  origins?: Set<string>;
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

function refuse(socket: Duplex, status: '403 Forbidden' | '429 Too Many Requests'): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Browsers send cookies and the page's token with any site's socket, so a socket opened by another
 * site's page is refused before it is accepted. Clients that are not browsers send no Origin and pass.
 */
function foreignOrigin(req: IncomingMessage, origins: Set<string>): string | null {
  const origin = req.headers.origin;
  if (origin === undefined || origin === '') return null;
  return isAllowedOrigin(origin, req.headers, origins) ? null : origin;
}

export function createChatSocketServer(broker: ChatBroker, opts: ChatSocketOptions = {}): ChatSocketServer {
  // Compression stays off: deflating every copy of a fan-out costs more CPU than it saves here.
  const wss = new WebSocketServer({ noServer: true, maxPayload: opts.maxPayload ?? CHAT_MAX_PAYLOAD, perMessageDeflate: false, clientTracking: false });
  const origins = opts.origins ?? configuredOrigins();
  const perAddress = opts.socketsPerAddress ?? CHAT_LIMITS.socketsPerAddress;
  const open = new Map<string, number>();
  const release = (ip: string) => {
    const left = (open.get(ip) ?? 1) - 1;
    if (left > 0) open.set(ip, left);
    else open.delete(ip);
  };
  return {
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      const ip = clientAddressOf(req);
      const origin = foreignOrigin(req, origins);
      if (origin !== null) {
        securityEvent('socket-refused', { reason: 'origin', origin: origin.slice(0, 200), ip });
        return refuse(socket, '403 Forbidden');
      }
      if ((open.get(ip) ?? 0) >= perAddress) {
        securityEvent('socket-refused', { reason: 'sockets-per-address', ip, limit: perAddress });
        return refuse(socket, '429 Too Many Requests');
      }
      // ws completes a valid handshake synchronously, so the count checked above is the one taken here.
      wss.handleUpgrade(req, socket, head, (ws) => {
        open.set(ip, (open.get(ip) ?? 0) + 1);
        ws.once('close', () => release(ip));
        broker.attach(ws, { token: tokenOf(req), ip });
      });
    },
    async close() {
      await broker.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
