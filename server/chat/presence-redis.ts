import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { logger } from '../logger';
import type { PresenceCounter } from './types';

export interface RedisPresenceOptions {
  prefix?: string;
  nodeId?: string;
  /** A node that has not said it is alive for this long no longer counts. */
  aliveMs?: number;
}

export interface RedisPresence extends PresenceCounter {
  /** Removes this node's counts; call on shutdown. */
  close(): Promise<void>;
}

/**
 * Online counts shared by the nodes: one hash per room with a field per node (HINCRBY), and a
 * sorted set of nodes by the last time each said it was alive, so that a node that died
 * without cleaning up stops counting after `aliveMs`.
 */
export function createRedisPresence(redis: Redis, opts: RedisPresenceOptions = {}): RedisPresence {
  const prefix = opts.prefix ?? 'portal:';
  const nodeId = opts.nodeId ?? randomUUID();
  const aliveMs = opts.aliveMs ?? 30_000;
  const nodesKey = `${prefix}chat:nodes`;
  const roomKey = (groupId: number) => `${prefix}chat:online:${groupId}`;
  /** This node's own counts: what it cleans up on shutdown, and the answer while Redis is unreachable. */
  const local = new Map<number, number>();
  const warn = (err: unknown) => logger.warn({ err }, 'chat presence update failed');

  // Also rewrites this node's counts, so increments lost while Redis was away heal within a beat.
  const sayAlive = () => {
    const beat = redis.pipeline().zadd(nodesKey, Date.now(), nodeId);
    for (const [groupId, count] of local) {
      if (count > 0) beat.hset(roomKey(groupId), nodeId, count);
      else {
        beat.hdel(roomKey(groupId), nodeId);
        local.delete(groupId);
      }
    }
    void beat.exec().catch(warn);
  };
  sayAlive();
  const heartbeat = setInterval(sayAlive, Math.max(1_000, Math.floor(aliveMs / 3)));
  heartbeat.unref();

  return {
    add(groupId, delta) {
      local.set(groupId, (local.get(groupId) ?? 0) + delta);
      void redis.hincrby(roomKey(groupId), nodeId, delta).catch(warn);
    },
    async online(groupId) {
      let counts: Record<string, string>;
      let alive: string[];
      try {
        [counts, alive] = await Promise.all([redis.hgetall(roomKey(groupId)), redis.zrangebyscore(nodesKey, Date.now() - aliveMs, '+inf')]);
      } catch (err) {
        warn(err);
        return Math.max(0, local.get(groupId) ?? 0);
      }
      const aliveNodes = new Set(alive);
      let total = 0;
      const dead: string[] = [];
      for (const [node, count] of Object.entries(counts)) {
        if (aliveNodes.has(node)) total += Math.max(0, Number(count));
        else dead.push(node);
      }
      if (dead.length) void redis.hdel(roomKey(groupId), ...dead).catch(warn);
      return total;
    },
    async close() {
      clearInterval(heartbeat);
      const cleanup = redis.multi();
      for (const groupId of local.keys()) cleanup.hdel(roomKey(groupId), nodeId);
      cleanup.zrem(nodesKey, nodeId);
      await cleanup.exec();
    },
  };
}
