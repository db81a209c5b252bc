import * as z from 'zod/mini';
import { FEED_RANKING } from '@/lib/domain/feed';
import { unprocessable } from '@/server/api/errors';

const ID_MAX = 2_147_483_647;
const time = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
const id = z.int().check(z.minimum(0), z.maximum(ID_MAX));

/**
 * Where the next page starts. `ranked`: the ranking's moment and newest post at the first page, and how
 * many ranked posts were shown; `newest`: below this post in time order; `saved`: below this save.
 */
const cursor = z.discriminatedUnion('k', [
  z.strictObject({ k: z.literal('r'), t: time, m: id, o: z.int().check(z.minimum(0), z.maximum(FEED_RANKING.candidates)) }),
  z.strictObject({ k: z.literal('n'), c: time, i: id }),
  z.strictObject({ k: z.literal('s'), c: time, i: id }),
]);
export type FeedCursor = z.infer<typeof cursor>;

/** Opaque to the browser: base64url of the position. */
export const encodeCursor = (position: FeedCursor): string => Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');

/** The position a cursor names; anything this server did not write is 422, never a failed query. */
export function decodeCursor(text: string): FeedCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw unprocessable('cursor', 'not a cursor of this list');
  }
  const result = cursor.safeParse(parsed);
  if (!result.success) throw unprocessable('cursor', 'not a cursor of this list');
  return result.data;
}
