import * as activity from '@/lib/contract/activity';
import { listActivity } from '@/server/services/activity/list';
import { peopleToMeet } from '@/server/services/activity/people';
import type { ApiContext } from '../context';
import { requireMember } from '../guards';
import { route, type RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const memberId = async (c: ApiContext) => (await requireMember(c)).userId;

/** Recent activity is the member's own view of their friends: guests get 401. */
export const routes: readonly RouteDef[] = [
  route(activity.activityList, async ({ query }, c) => listActivity(await db(c), await memberId(c), query, c.get('ctx').locale)),
  route(activity.activityPeople, async (_in, c) => peopleToMeet(await db(c), await memberId(c), c.get('deps').accounts.now())),
];
