import type { PresenceCounter } from './types';

/** Online counts for a single node. */
export function createMemoryPresence(): PresenceCounter {
  const counts = new Map<number, number>();
  return {
    add(groupId, delta) {
      const next = (counts.get(groupId) ?? 0) + delta;
      if (next > 0) counts.set(groupId, next);
      else counts.delete(groupId);
    },
    async online(groupId) {
      return counts.get(groupId) ?? 0;
    },
  };
}
