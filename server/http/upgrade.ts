import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { INGEST_SOCKET_PATH } from '@/lib/domain/broadcast';

export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

export const CHAT_SOCKET_PATH = '/websocket';

/**
 * Routes WebSocket upgrades ourselves. Next would otherwise attach its own listener and close
 * any socket whose path looks like a page route — `/websocket` matches `app/[locale]`.
 */
export function createUpgradeRouter(routes: { chat?: UpgradeHandler; ingest?: UpgradeHandler | null; next?: UpgradeHandler }): UpgradeHandler {
  return (req, socket, head) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === CHAT_SOCKET_PATH && routes.chat) return routes.chat(req, socket, head);
    if (pathname === INGEST_SOCKET_PATH && routes.ingest) return routes.ingest(req, socket, head);
    if (pathname !== CHAT_SOCKET_PATH && pathname !== INGEST_SOCKET_PATH && routes.next) return routes.next(req, socket, head);
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  };
}
