import * as booking from '@/lib/contract/booking';
import { bookingList, cancelBooking, createBooking } from '@/server/services/bookings';
import type { ApiContext } from '../context';
import { requireMember } from '../guards';
import { route, type RouteDef } from '../route';

const db = (c: ApiContext) => c.get('deps').getDb();
const member = async (c: ApiContext) => ({ locale: c.get('ctx').locale, userId: (await requireMember(c)).userId });

const bookingRoutes = [
  route(booking.bookingSchedule, async ({ body }, c) => createBooking(await db(c), body, await member(c))),
  route(booking.bookingList, async (_in, c) => bookingList(await db(c), await member(c))),
  route(booking.bookingCancel, async ({ body }, c) => cancelBooking(await db(c), body, await member(c))),
];

export const routes: readonly RouteDef[] = [...bookingRoutes];
