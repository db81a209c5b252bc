import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUpgradeRouter } from '../../http/upgrade';
import { ChatBroker, type ChatBrokerOptions } from '../broker';
import { createMemoryBus } from '../bus-memory';
import { createChatSocketServer } from '../socket-server';
import type { ChatBus, ChatService, PresenceCounter } from '../types';
import { createMemoryPresence } from '../presence-memory';

export interface ChatNode {
  /** `ws://127.0.0.1:<port>/websocket` */
  url: string;
  broker: ChatBroker;
  close(): Promise<void>;
}

/** A chat node on a loopback port: an http server whose upgrades go to the broker, as in the real server. It owns its bus. */
export async function startChatNode(opts: { service: ChatService; bus?: ChatBus; presence?: PresenceCounter } & Partial<ChatBrokerOptions>): Promise<ChatNode> {
  const bus = opts.bus ?? createMemoryBus();
  const broker = new ChatBroker({ ...opts, bus, presence: opts.presence ?? createMemoryPresence() });
  const sockets = createChatSocketServer(broker);
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', createUpgradeRouter({ chat: sockets.handleUpgrade }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/websocket`,
    broker,
    async close() {
      await sockets.close();
      await bus.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
