import type { Redis } from 'ioredis';
import { logger } from '../logger';
import { ChatBroker, type ChatBrokerOptions } from './broker';
import { createMemoryBus } from './bus-memory';
import { createRedisBus } from './bus-redis';
import { createMemoryPresence } from './presence-memory';
import { createRedisPresence } from './presence-redis';
import { createChatSocketServer, type ChatSocketOptions } from './socket-server';
import type { UpgradeHandler } from '../http/upgrade';
import type { ChatBus, ChatService, PresenceCounter } from './types';

export interface ChatStartOptions {
  /** Null runs the chat on this node alone; a connection shares it with the other nodes. */
  redis: Redis | null;
  /** Builds the service once the bus and presence exist (the service announces joins on the bus). */
  createService(runtime: { bus: ChatBus; presence: PresenceCounter }): ChatService;
  prefix?: string;
  broker?: Partial<Omit<ChatBrokerOptions, 'service' | 'bus' | 'presence'>>;
  sockets?: ChatSocketOptions;
}

export interface RunningChat {
  bus: ChatBus;
  presence: PresenceCounter;
  broker: ChatBroker;
  /** For `createUpgradeRouter({ chat })`. */
  handleUpgrade: UpgradeHandler;
  /** Closes the sockets (clients reconnect elsewhere), then the bus and this node's presence counts. */
  close(): Promise<void>;
}

export async function startChat(opts: ChatStartOptions): Promise<RunningChat> {
  const bus = opts.redis ? await createRedisBus(opts.redis, { prefix: opts.prefix }) : createMemoryBus();
  const redisPresence = opts.redis ? createRedisPresence(opts.redis, { prefix: opts.prefix }) : null;
  const presence = redisPresence ?? createMemoryPresence();
  const service = opts.createService({ bus, presence });
  const broker = new ChatBroker({ ...opts.broker, service, bus, presence });
  const sockets = createChatSocketServer(broker, opts.sockets);
  logger.info({ bus: opts.redis ? 'redis' : 'memory' }, 'chat broker ready');
  return {
    bus,
    presence,
    broker,
    handleUpgrade: sockets.handleUpgrade,
    async close() {
      await sockets.close();
      await bus.close();
      await redisPresence?.close();
    },
  };
}
