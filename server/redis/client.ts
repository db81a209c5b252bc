import { Redis } from 'ioredis';

const holder = globalThis as typeof globalThis & { __portalRedis?: Redis };

/** The process-wide Redis connection, or null in the embedded (single-node) mode. */
export function getRedis(url: string | undefined = process.env.REDIS_URL): Redis | null {
  if (!url) return null;
  holder.__portalRedis ??= new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return holder.__portalRedis;
}
