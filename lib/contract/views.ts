import * as z from 'zod/mini';
import { VIEW_KINDS } from '@/lib/domain/views';
import { endpoint } from './endpoint';
import * as calls from './views-calls';

/**
 * A viewer opened an item: counted once per viewer per hour (a member by account, a guest by address
 * and browser). `counted` says whether this view was the one that counted; 404 for an unknown item.
 */
export const countView = endpoint(calls.countView, {
  body: z.strictObject({ kind: z.enum(VIEW_KINDS), id: z.int().check(z.positive(), z.maximum(2_147_483_647)) }),
  data: z.object({ counted: z.boolean(), viewCount: z.int() }),
});
