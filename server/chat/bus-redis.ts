import type { Redis } from 'ioredis';
import type { ChatEvent } from '@/lib/contract/chat';
import { logger } from '../logger';
import type { ChatBus, TopicRef } from './types';

export interface RedisBusOptions {
  /** Prepended to the channel name, so several deployments (or tests) can share one Redis. */
  prefix?: string;
}

interface Envelope {
  g: number;
  v: TopicRef['visibility'];
  e: ChatEvent;
}

function readEnvelope(payload: string): Envelope | null {
  try {
    const parsed = JSON.parse(payload) as Partial<Envelope>;
    const validTopic = Number.isInteger(parsed.g) && (parsed.v === 'public' || parsed.v === 'private');
    return validTopic && typeof parsed.e === 'object' && parsed.e !== null && typeof parsed.e.type === 'string' ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}

/**
 * The bus between nodes: one Redis channel carries every chat event; each node hands the
 * events to its broker, which drops those nobody on the node subscribed to. Subscribing
 * needs a connection of its own, so the given one is duplicated.
 */
export async function createRedisBus(redis: Redis, opts: RedisBusOptions = {}): Promise<ChatBus> {
  const channel = `${opts.prefix ?? 'portal:'}chat:events`;
  const handlers = new Set<(topic: TopicRef, event: ChatEvent) => void>();
  const subscriber = redis.duplicate();
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    const envelope = readEnvelope(payload);
    if (!envelope) {
      logger.warn({ channel }, 'unreadable chat event on the bus');
      return;
    }
    const topic: TopicRef = { groupId: envelope.g, visibility: envelope.v };
    for (const handler of handlers) {
      try {
        handler(topic, envelope.e);
      } catch (err) {
        logger.error({ err, groupId: topic.groupId }, 'chat event handler failed');
      }
    }
  });
  await subscriber.subscribe(channel);
  return {
    async publish(topic, event) {
      const envelope: Envelope = { g: topic.groupId, v: topic.visibility, e: event };
      await redis.publish(channel, JSON.stringify(envelope));
    },
    onEvent(handler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
