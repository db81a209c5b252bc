/**
 * Who is watching which room: the distinct viewer ids (one per player tab) heard from within the
 * window. In this node's memory in the embedded mode; in Redis when REDIS_URL is set, so every node
 * counts the same viewers (counter-redis.ts).
 */
export interface ViewerCounter {
  /** Notes that `viewerId` watches the room at `now`; answers the room's count with it. */
  beat(roomId: number, viewerId: string, now: number): Promise<number>;
  /** The count of every room someone was heard from within the window; a room not listed has none. */
  activeCounts(now: number): Promise<Map<number, number>>;
}

/**
 * One node's count. Each room keeps its viewers in the order they last beat (a beat moves its viewer
 * to the end; beats are stamped by this node's clock, so in time order), so the ones gone quiet are
 * always at the front and are dropped without a scan.
 */
export function createMemoryViewerCounter(windowMs: number): ViewerCounter {
  const rooms = new Map<number, Map<string, number>>();

  const prune = (roomId: number, viewers: Map<string, number>, now: number): number => {
    for (const [id, at] of viewers) {
      if (at > now - windowMs) break;
      viewers.delete(id);
    }
    if (viewers.size === 0) rooms.delete(roomId);
    return viewers.size;
  };

  return {
    async beat(roomId, viewerId, now) {
      let viewers = rooms.get(roomId);
      if (!viewers) {
        viewers = new Map();
        rooms.set(roomId, viewers);
      }
      viewers.delete(viewerId);
      viewers.set(viewerId, now);
      return prune(roomId, viewers, now);
    },
    async activeCounts(now) {
      const counts = new Map<number, number>();
      for (const [roomId, viewers] of rooms) {
        const n = prune(roomId, viewers, now);
        if (n > 0) counts.set(roomId, n);
      }
      return counts;
    },
  };
}
