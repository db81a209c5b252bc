import { COMMENT_LIMITS, commentRateLimit, type CommentRateAction } from '@/lib/domain/comments';
import { ApiError } from '@/server/api/errors';
import { createMemoryChatRateLimiter, type ChatRateLimiter } from '@/server/chat/rate-limit';
import { createRedisChatRateLimiter } from '@/server/chat/rate-limit-redis';
import { getRedis } from '@/server/redis/client';
import type { CommentViewer } from './viewer';

/** The 429 of every comment limit: the standard error body, and when to try again in whole seconds. */
export function tooFast(msg: string, retryAfterMs: number): ApiError {
  return new ApiError(429, msg, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
}

/** The chat's fixed-window counter, under its own keys: shared through Redis when REDIS_URL is set, else this node's memory. */
export function defaultCommentLimiter(): ChatRateLimiter {
  const redis = getRedis();
  return redis ? createRedisChatRateLimiter(redis, { prefix: 'portal:comment-rate:' }) : createMemoryChatRateLimiter();
}

/**
 * Counts one reaction or report against the member's allowance (lib/domain/comments), or refuses it
 * with 429. Posts are counted from the stored comments instead (write.ts), under the same numbers' rule.
 */
export async function spendCommentAllowance(limiter: ChatRateLimiter, action: Exclude<CommentRateAction, 'post'>, who: CommentViewer, now: number): Promise<void> {
  const decision = await limiter.take(`${action}:${who.userId}`, commentRateLimit(who.siteRoleId, action), COMMENT_LIMITS.rate.windowMs, now);
  if (!decision.allowed) throw tooFast(action === 'react' ? 'Too many reactions; wait a moment' : 'Too many reports; wait a moment', decision.retryAfterMs);
}
