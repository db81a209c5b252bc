import type { Redis } from 'ioredis';
import type { ChatEvent } from '@/lib/contract/chat';
import { logger } from '../logger';
import { BusHandlers } from './bus-handlers';
import type { ChatBus, ChatControl, DirectMessage, TopicRef } from './types';

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

function readControl(payload: string): ChatControl | null {
  try {
    const parsed = JSON.parse(payload) as Partial<Record<string, unknown>>;
    if (parsed.type === 'sign-out' && typeof parsed.sid === 'string') return { type: 'sign-out', sid: parsed.sid };
    if (parsed.type === 'sign-out-all' && Number.isSafeInteger(parsed.userId)) return { type: 'sign-out-all', userId: parsed.userId as number };
    return null;
  } catch {
    return null;
  }
}

function readDirect(payload: string): DirectMessage | null {
  try {
    const parsed = JSON.parse(payload) as Partial<Record<string, unknown>>;
    return typeof parsed.destination === 'string' && typeof parsed.body === 'string' ? { destination: parsed.destination, body: parsed.body } : null;
  } catch {
    return null;
  }
}

/**
 * The bus between nodes: one Redis channel carries every chat event and another the control
 * messages; each node hands the events to its broker, which drops those nobody on the node
 * subscribed to. Subscribing needs a connection of its own, so the given one is duplicated.
 */
export async function createRedisBus(redis: Redis, opts: RedisBusOptions = {}): Promise<ChatBus> {
  const channel = `${opts.prefix ?? 'portal:'}chat:events`;
  const controlChannel = `${opts.prefix ?? 'portal:'}chat:control`;
  const directChannel = `${opts.prefix ?? 'portal:'}chat:direct`;
  const events = new BusHandlers<[TopicRef, ChatEvent]>('event');
  const controls = new BusHandlers<[ChatControl]>('control');
  const directs = new BusHandlers<[DirectMessage]>('direct');
  const subscriber = redis.duplicate();
  subscriber.on('message', (from: string, payload: string) => {
    if (from === channel) {
      const envelope = readEnvelope(payload);
      if (envelope) events.call({ groupId: envelope.g, visibility: envelope.v }, envelope.e);
      else logger.warn({ channel }, 'unreadable chat event on the bus');
    } else if (from === controlChannel) {
      const control = readControl(payload);
      if (control) controls.call(control);
      else logger.warn({ channel: controlChannel }, 'unreadable chat control message on the bus');
    } else if (from === directChannel) {
      const direct = readDirect(payload);
      if (direct) directs.call(direct);
      else logger.warn({ channel: directChannel }, 'unreadable direct message on the bus');
    }
  });
  await subscriber.subscribe(channel, controlChannel, directChannel);
  return {
    async publish(topic, event) {
      const envelope: Envelope = { g: topic.groupId, v: topic.visibility, e: event };
      await redis.publish(channel, JSON.stringify(envelope));
    },
    onEvent: (handler) => events.add(handler),
    async publishControl(control) {
      await redis.publish(controlChannel, JSON.stringify(control));
    },
    onControl: (handler) => controls.add(handler),
    async publishDirect(message) {
      await redis.publish(directChannel, JSON.stringify(message));
    },
    onDirect: (handler) => directs.add(handler),
    async close() {
      events.clear();
      controls.clear();
      directs.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
