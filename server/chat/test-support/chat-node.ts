import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUpgradeRouter, type UpgradeHandler } from '../../http/upgrade';
import { ChatBroker, type ChatBrokerOptions } from '../broker';
import { createMemoryBus } from '../bus-memory';
import { createChatSocketServer, type ChatSocketOptions } from '../socket-server';
import type { ChatBus, ChatService, PresenceCounter } from '../types';
import { createMemoryPresence } from '../presence-memory';

export interface ChatNode {
  /** `ws://127.0.0.1:<port>/websocket` */
  url: string;
  broker: ChatBroker;
  close(): Promise<void>;
}

/** Puts a chat behind an http server on a loopback port, its upgrades routed as in the real server. */
export async function serveOnLoopback(chat: { broker: ChatBroker; handleUpgrade: UpgradeHandler; close(): Promise<void> }): Promise<ChatNode> {
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', createUpgradeRouter({ chat: chat.handleUpgrade }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/websocket`,
    broker: chat.broker,
    async close() {
      await chat.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A single chat node with the in-process bus unless one is given. It owns its bus. */
export async function startChatNode(
  opts: { service: ChatService; bus?: ChatBus; presence?: PresenceCounter; sockets?: ChatSocketOptions } & Partial<ChatBrokerOptions>,
): Promise<ChatNode> {
  const { sockets: socketOptions, ...brokerOptions } = opts;
  const bus = opts.bus ?? createMemoryBus();
  const broker = new ChatBroker({ ...brokerOptions, bus, presence: opts.presence ?? createMemoryPresence() });
  const sockets = createChatSocketServer(broker, socketOptions);
  return serveOnLoopback({
    broker,
    handleUpgrade: sockets.handleUpgrade,
    async close() {
      await sockets.close();
      await bus.close();
    },
  });
}
