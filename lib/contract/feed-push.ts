import type { FeedPush } from './feed';

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/**
 * A push on the member's feed topic as the browser reads it: the shape of `feedPush` (lib/contract/feed),
 * checked by hand so the feed page does not ship the schema library and every feed schema for three
 * fields. Anything else is null. A test holds the two to the same answers.
 */
export function readFeedPush(body: unknown): FeedPush | null {
  if (typeof body !== 'object' || body === null) return null;
  const { type, postId, authorId } = body as Record<string, unknown>;
  return type === 'new-post' && isId(postId) && isId(authorId) ? { type, postId, authorId } : null;
}
