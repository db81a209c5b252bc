import type { ChatEvent } from '@/lib/contract/chat';
import { logger } from '../logger';
import type { ChatBus, TopicRef } from './types';

/** The single-node bus: events go straight to this process's handlers. */
export function createMemoryBus(): ChatBus {
  const handlers = new Set<(topic: TopicRef, event: ChatEvent) => void>();
  return {
    async publish(topic, event) {
      for (const handler of handlers) {
        try {
          handler(topic, event);
        } catch (err) {
          logger.error({ err, groupId: topic.groupId }, 'chat event handler failed');
        }
      }
    },
    onEvent(handler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}
