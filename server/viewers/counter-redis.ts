import type { Redis } from 'ioredis';
import type { ViewerCounter } from './counter';

export interface RedisViewerCounterOptions {
  windowMs: number;
  prefix?: string;
}

/**
 * The count shared by the nodes: a sorted set per room (viewer id scored by the time of its last
 * beat, trimmed to the window on every beat) and a sorted set of rooms by their latest beat, so the
 * nodes' sync finds the rooms being watched without scanning keys. Keys expire when nobody beats.
 */
export function createRedisViewerCounter(redis: Redis, opts: RedisViewerCounterOptions): ViewerCounter {
  const prefix = opts.prefix ?? 'portal:';
  const windowMs = opts.windowMs;
  const roomsKey = `${prefix}viewers:rooms`;
  const roomKey = (roomId: number) => `${prefix}viewers:room:${roomId}`;

  return {
    async beat(roomId, viewerId, now) {
      const key = roomKey(roomId);
      const replies = await redis
        .multi()
        .zadd(key, now, viewerId)
        .zremrangebyscore(key, '-inf', now - windowMs)
        .zcard(key)
        .pexpire(key, windowMs * 2)
        .zadd(roomsKey, now, String(roomId))
        .exec();
      return Number(replies?.[2]?.[1] ?? 0);
    },
    async activeCounts(now) {
      const cutoff = now - windowMs;
      await redis.zremrangebyscore(roomsKey, '-inf', cutoff);
      const roomIds = (await redis.zrange(roomsKey, '0', '-1')).map(Number).filter((id) => Number.isInteger(id) && id > 0);
      if (roomIds.length === 0) return new Map();
      const read = redis.pipeline();
      for (const roomId of roomIds) read.zremrangebyscore(roomKey(roomId), '-inf', cutoff).zcard(roomKey(roomId));
      const replies = (await read.exec()) ?? [];
      const counts = new Map<number, number>();
      roomIds.forEach((roomId, i) => {
        const n = Number(replies[i * 2 + 1]?.[1] ?? 0);
        if (n > 0) counts.set(roomId, n);
      });
      return counts;
    },
  };
}
