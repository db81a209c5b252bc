import * as events from '@/lib/contract/events';
import { eventAttendees } from '@/server/services/events/attendees';
import { eventDetail } from '@/server/services/events/detail';
import { listEvents } from '@/server/services/events/lists';
import { answerEvent } from '@/server/services/events/rsvp';
import { cancelEvent, createEvent, editEvent } from '@/server/services/events/write';
import type { ApiContext } from '../context';
import { optionalMemberId, requireMember } from '../guards';
import { route, type RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const now = (c: ApiContext) => c.get('deps').accounts.now();
const locale = (c: ApiContext) => c.get('ctx').locale;
const memberId = async (c: ApiContext) => (await requireMember(c)).userId;

export const routes: readonly RouteDef[] = [
  route(events.eventList, async ({ query }, c) => listEvents(await db(c), query, await optionalMemberId(c), locale(c), now(c))),
  route(events.eventDetail, async ({ query }, c) => eventDetail(await db(c), query.id, await optionalMemberId(c), locale(c), now(c))),
  route(events.eventAttendees, async ({ query }, c) => eventAttendees(await db(c), query.id, query.status, query.cursor, await optionalMemberId(c), locale(c))),
  route(events.eventCreate, async ({ body }, c) => createEvent(await db(c), await memberId(c), body, locale(c), now(c))),
  route(events.eventEdit, async ({ body }, c) => editEvent(await db(c), await memberId(c), body, locale(c), now(c))),
  route(events.eventCancel, async ({ body }, c) => cancelEvent(await db(c), await memberId(c), body.id, locale(c), now(c))),
  route(events.eventRsvp, async ({ body }, c) => answerEvent(await db(c), await memberId(c), body.id, body.status, locale(c), now(c))),
];
