import { describe, expect, it } from 'vitest';
import { createMemoryChatRateLimiter } from './rate-limit';

describe('memory chat rate limit', () => {
  it('allows the limit per window and key, then says how long to wait', async () => {
    const limiter = createMemoryChatRateLimiter();
    for (let i = 0; i < 3; i++) expect(await limiter.take('a', 3, 1_000, 10_000 + i)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await limiter.take('a', 3, 1_000, 10_400)).toEqual({ allowed: false, retryAfterMs: 600 });
    expect((await limiter.take('b', 3, 1_000, 10_400)).allowed).toBe(true);
    expect((await limiter.take('a', 3, 1_000, 11_000)).allowed).toBe(true);
  });

  it('does not count refused attempts into the next window', async () => {
    const limiter = createMemoryChatRateLimiter();
    await limiter.take('a', 1, 1_000, 0);
    for (let i = 0; i < 5; i++) await limiter.take('a', 1, 1_000, 500);
    expect((await limiter.take('a', 1, 1_000, 1_000)).allowed).toBe(true);
  });
});
