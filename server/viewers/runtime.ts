import { VIEWING_WINDOW_MS } from '@/lib/domain/viewing';
import { createMemoryChatRateLimiter, type ChatRateLimiter } from '@/server/chat/rate-limit';
import { createRedisChatRateLimiter } from '@/server/chat/rate-limit-redis';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { getRedis } from '@/server/redis/client';
import { createMemoryViewerCounter, type ViewerCounter } from './counter';
import { createRedisViewerCounter } from './counter-redis';
import { syncViewerCounts } from './sync';

// One counter per process: the API and the sync must see the same beats even where the API runs in
// another module instance (Next's route handlers beside the custom server).
const holder = globalThis as typeof globalThis & { __portalViewerCounter?: ViewerCounter };

/** Shared by the nodes through Redis when REDIS_URL is set, else this node's memory. */
export function defaultViewerCounter(): ViewerCounter {
  const redis = getRedis();
  holder.__portalViewerCounter ??= redis ? createRedisViewerCounter(redis, { windowMs: VIEWING_WINDOW_MS }) : createMemoryViewerCounter(VIEWING_WINDOW_MS);
  return holder.__portalViewerCounter;
}

/** The viewing beats' allowance, counted per session and per address across the nodes. */
export function defaultViewingLimiter(): ChatRateLimiter {
  const redis = getRedis();
  return redis ? createRedisChatRateLimiter(redis, { prefix: 'portal:viewing-rate:' }) : createMemoryChatRateLimiter();
}

/** Writes the counts into the rooms every `everyMs` until stopped. */
export function startViewerSync(db: Db, counter: ViewerCounter, everyMs: number): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    // A slow database must not stack syncs up.
    if (running) return;
    running = true;
    syncViewerCounts(db, counter, Date.now())
      .catch((err: unknown) => logger.warn({ err }, 'viewer count sync failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
