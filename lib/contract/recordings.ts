import * as z from 'zod/mini';
import { endpoint, queryInt } from './endpoint';
import { clipSummary } from './highlights';
import * as calls from './recordings-calls';

/**
 * A commentator's broadcasts, recorded and ready to watch on demand, newest first: each as the
 * highlight clip it plays through. 404 for an unknown member.
 */
export const commentatorRecordings = endpoint(calls.commentatorRecordings, {
  query: z.object({ userId: queryInt(1, 2_147_483_647) }),
  data: z.array(clipSummary),
});
