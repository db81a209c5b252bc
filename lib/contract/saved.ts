import * as z from 'zod/mini';
import { SAVED_KINDS, SAVED_LIMITS } from '@/lib/domain/saved';
import { endpoint, queryInt } from './endpoint';
import * as calls from './saved-calls';

const ID_MAX = 2_147_483_647;
const item = z.strictObject({ kind: z.enum(SAVED_KINDS), id: z.int().check(z.positive(), z.maximum(ID_MAX)) });

export const savedItem = z.object({
  kind: z.enum(SAVED_KINDS),
  id: z.int(),
  /** In the reader's language. */
  title: z.string(),
  /** The item's canonical path, without a language prefix. */
  href: z.string(),
  image: z.nullable(z.string()),
  savedAt: z.int(),
});
export type SavedItem = z.infer<typeof savedItem>;

/**
 * Members only (401 for guests), and only their own items, newest saved first. An item readers can no
 * longer see (an article taken down) is left out of the page.
 */
export const savedList = endpoint(calls.savedList, {
  query: z.strictObject({
    pageNum: z._default(queryInt(1, 10_000), 1),
    pageSize: z._default(queryInt(1, SAVED_LIMITS.pageSizeMax), SAVED_LIMITS.pageSize),
  }),
  data: z.object({ list: z.array(savedItem), total: z.int() }),
});

/** Whether the member saved the item; members only. */
export const savedStatus = endpoint(calls.savedStatus, {
  query: z.strictObject({ kind: z.enum(SAVED_KINDS), id: queryInt(1, ID_MAX) }),
  data: z.object({ saved: z.boolean() }),
});

/** Saves an item (saving it again changes nothing); 404 for an item readers cannot see. */
export const savedSave = endpoint(calls.savedSave, { body: item, data: z.object({ saved: z.boolean() }) });

/** Takes an item off the member's list (again: nothing changes). */
export const savedUnsave = endpoint(calls.savedUnsave, { body: item, data: z.object({ saved: z.boolean() }) });
