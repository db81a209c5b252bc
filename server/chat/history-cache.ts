import type { ChatMessage } from '@/lib/contract/chat';
import type { Db } from '@/server/db/client';
import { recentMessages } from './store-messages';
import type { ChatBus } from './types';

/** Events drop a room's entry at once; this only bounds what changes without one (a renamed member, a failed publish). */
export const HISTORY_CACHE_MS = 3_000;
const MAX_ROOMS = 1_000;

export interface HistoryCache<T> {
  /** The room's value: the read under way, or one that finished moments ago, else a new `read()`. */
  get(groupId: number, read: () => Promise<T>): Promise<T>;
  /** The room changed: later calls read again, and a read already under way is not kept. */
  invalidate(groupId: number): void;
}

interface Entry<T> {
  value: Promise<T>;
  /** When the read finished; null while it runs. */
  settledAt: number | null;
}

/**
 * Joins of one room close together share one read. An entry is kept only while it is the room's
 * current one: `invalidate` replaces nothing, it removes, so a read that started before a change
 * and finishes after it is handed to its callers but never stored for later ones.
 */
export function createHistoryCache<T>(opts: { ttlMs?: number; now?: () => number } = {}): HistoryCache<T> {
  const ttlMs = opts.ttlMs ?? HISTORY_CACHE_MS;
  const now = opts.now ?? Date.now;
  const entries = new Map<number, Entry<T>>();

  const fresh = (entry: Entry<T>, at: number) => entry.settledAt === null || at - entry.settledAt < ttlMs;

  function prune(at: number): void {
    if (entries.size < MAX_ROOMS) return;
    for (const [groupId, entry] of entries) if (!fresh(entry, at)) entries.delete(groupId);
  }

  return {
    get(groupId, read) {
      const at = now();
      const current = entries.get(groupId);
      if (current && fresh(current, at)) return current.value;
      prune(at);
      const entry: Entry<T> = { value: read(), settledAt: null };
      entries.set(groupId, entry);
      entry.value.then(
        () => {
          entry.settledAt = now();
        },
        () => {
          if (entries.get(groupId) === entry) entries.delete(groupId);
        },
      );
      return entry.value;
    },
    invalidate(groupId) {
      entries.delete(groupId);
    },
  };
}

export interface RoomHistory {
  /** The room's recent messages as a join reads them. */
  read(db: Db, groupId: number): Promise<ChatMessage[]>;
  /** This node just wrote to the room: its next read sees the write without waiting for the bus. */
  changed(groupId: number): void;
}

/**
 * The recent history of a room, shared by joins while nothing happens in the room. Every node hears
 * every event of every room on the bus, so each event drops that room's entry; without a bus nothing
 * would drop it, and every join reads the database.
 */
export function sharedRoomHistory(bus: () => ChatBus | null): RoomHistory {
  let watched: { bus: ChatBus; cache: HistoryCache<ChatMessage[]>; stop: () => void } | null = null;
  return {
    read(db, groupId) {
      const current = bus();
      if (!current) return recentMessages(db, groupId);
      if (watched?.bus !== current) {
        watched?.stop();
        const cache = createHistoryCache<ChatMessage[]>();
        watched = { bus: current, cache, stop: current.onEvent((topic) => cache.invalidate(topic.groupId)) };
      }
      return watched.cache.get(groupId, () => recentMessages(db, groupId));
    },
    changed(groupId) {
      watched?.cache.invalidate(groupId);
    },
  };
}
