import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { CHAT_DEFAULT_GROUP, chatRateLimit } from '@/lib/domain/chat';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { createRedisChatRateLimiter } from '@/server/chat/rate-limit-redis';
import { createChatService } from '@/server/chat/service';
import { ChatRefusal } from '@/server/chat/types';
import { openSqliteTestDb } from '@/tests/fixtures/test-db';
import { connectTestRedis } from '@/tests/fixtures/test-redis';
import { addUser } from './chat-fixtures';

process.env.AUTH_SECRET ??= 'integration-test-secret-0123456789abcdef';

const redis: Redis | null = await connectTestRedis();

describe.skipIf(!redis)('chat rate limit on Redis', () => {
  const prefix = `test:${randomUUID()}:`;
  const client = redis as Redis;
  afterAll(async () => {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(...keys);
    client.disconnect();
  });

  it('allows the limit within a window, then refuses with the time left', async () => {
    const limiter = createRedisChatRateLimiter(client, { prefix });
    for (let i = 0; i < 3; i++) expect((await limiter.take('u:1', 3, 30_000, Date.now())).allowed).toBe(true);
    const refused = await limiter.take('u:1', 3, 30_000, Date.now());
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(30_000);
    expect((await limiter.take('u:2', 3, 30_000, Date.now())).allowed).toBe(true);
  });

  it('shares the count between two nodes', async () => {
    const nodeA = createRedisChatRateLimiter(client, { prefix });
    const nodeB = createRedisChatRateLimiter(client, { prefix });
    expect((await nodeA.take('u:7', 2, 30_000, Date.now())).allowed).toBe(true);
    expect((await nodeB.take('u:7', 2, 30_000, Date.now())).allowed).toBe(true);
    expect((await nodeA.take('u:7', 2, 30_000, Date.now())).allowed).toBe(false);
    expect((await nodeB.take('u:7', 2, 30_000, Date.now())).allowed).toBe(false);
  });

  it('opens a new window once the old one has expired', async () => {
    const limiter = createRedisChatRateLimiter(client, { prefix });
    expect((await limiter.take('u:9', 1, 50, Date.now())).allowed).toBe(true);
    expect((await limiter.take('u:9', 1, 50, Date.now())).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 120));
    expect((await limiter.take('u:9', 1, 50, Date.now())).allowed).toBe(true);
  });

  it('holds a member to one limit across two nodes of the chat service', async () => {
    const t = await openSqliteTestDb();
    try {
      const userId = await addUser(t.db, 'hai-nut');
      const node = () => createChatService({ getDb: async () => t.db, rateLimiter: createRedisChatRateLimiter(client, { prefix: `${prefix}service:` }) });
      const nodeA = node();
      const nodeB = node();
      const principal = await nodeA.authenticate((await issueAccessToken({ id: userId, siteRoleId: SITE_ROLE.member })).token);
      if (!principal) throw new Error('expected a principal');
      const lobby = { groupId: CHAT_DEFAULT_GROUP, visibility: 'public' as const };
      for (let i = 0; i < chatRateLimit(SITE_ROLE.member); i++) {
        await (i % 2 ? nodeA : nodeB).send(principal, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: `tin ${i}` });
      }
      const refused = await nodeA.send(principal, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'quá giới hạn' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ChatRefusal);
      expect((refused as ChatRefusal).code).toBe('rate-limited');
    } finally {
      await t.close();
    }
  });
});
