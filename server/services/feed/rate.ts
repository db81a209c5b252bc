import { POST_LIMITS, type PostRateAction } from '@/lib/domain/feed';
import { reviewsQueue } from '@/lib/domain/review';
import type { ChatRateLimiter } from '@/server/chat/rate-limit';
import { createMemoryChatRateLimiter } from '@/server/chat/rate-limit';
import { createRedisChatRateLimiter } from '@/server/chat/rate-limit-redis';
import { getRedis } from '@/server/redis/client';
import { tooFast } from '../comments/rate';
import type { FeedMember } from './reader';

/** The same fixed-window counter as comments, under the feed's own keys: shared through Redis when REDIS_URL is set. */
export function defaultFeedLimiter(): ChatRateLimiter {
  const redis = getRedis();
  return redis ? createRedisChatRateLimiter(redis, { prefix: 'portal:feed-rate:' }) : createMemoryChatRateLimiter();
}

const REFUSAL: Record<PostRateAction, string> = {
  post: 'Too many posts; wait a moment',
  react: 'Too many reactions; wait a moment',
  report: 'Too many reports; wait a moment',
};

/** Counts one post, reaction or vote, or report against the member's allowance (staff get more), or refuses it with 429. */
export async function spendFeedAllowance(limiter: ChatRateLimiter, action: PostRateAction, who: FeedMember, now: number): Promise<void> {
  const rate = POST_LIMITS.rate[action];
  const limit = reviewsQueue(who.siteRoleId) ? rate.staff : rate.member;
  const decision = await limiter.take(`${action}:${who.userId}`, limit, rate.windowMs, now);
  if (!decision.allowed) throw tooFast(REFUSAL[action], decision.retryAfterMs);
}
