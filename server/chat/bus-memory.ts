import type { ChatEvent } from '@/lib/contract/chat';
import { BusHandlers } from './bus-handlers';
import type { ChatBus, ChatControl, DirectMessage, TopicRef } from './types';

/** The single-node bus: events go straight to this process's handlers. */
export function createMemoryBus(): ChatBus {
  const events = new BusHandlers<[TopicRef, ChatEvent]>('event');
  const controls = new BusHandlers<[ChatControl]>('control');
  const directs = new BusHandlers<[DirectMessage]>('direct');
  return {
    async publish(topic, event) {
      events.call(topic, event);
    },
    onEvent: (handler) => events.add(handler),
    async publishControl(control) {
      controls.call(control);
    },
    onControl: (handler) => controls.add(handler),
    async publishDirect(message) {
      directs.call(message);
    },
    onDirect: (handler) => directs.add(handler),
    async close() {
      events.clear();
      controls.clear();
      directs.clear();
    },
  };
}
