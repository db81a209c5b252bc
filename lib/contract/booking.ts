import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import * as calls from './booking-calls';
import { match } from './schedule';
import { person } from './room';
import { BOOKING_NAME_MAX } from '@/lib/domain/match-events';

export const booking = z.object({
  id: z.int(),
  name: z.string(),
  createdAt: z.int(),
  commentator: person,
  /** The commentator's room for this match, or null if they no longer host it. */
  roomId: z.nullable(z.int()),
  match,
});
export type Booking = z.infer<typeof booking>;

/**
 * A member books a commentator's broadcast of a fixture. `userId`, when sent, must be the caller;
 * `name` defaults to "{home} – {away}". Booking twice is 409; a finished match is 409; a commentator
 * who does not host the fixture is 404.
 */
export const bookingSchedule = endpoint(calls.bookingSchedule, {
  body: z.strictObject({
    fixtureId: z.int().check(z.positive()),
    commentatorId: z.int().check(z.positive()),
    name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(BOOKING_NAME_MAX))),
    userId: z.optional(z.int().check(z.positive())),
  }),
  data: booking,
});

/** The caller's bookings: live and upcoming first (soonest first), then finished ones. */
export const bookingList = endpoint(calls.bookingList, {
  data: z.array(booking),
});

export const bookingCancel = endpoint(calls.bookingCancel, {
  body: z.strictObject({ id: z.int().check(z.positive()) }),
  data: z.null(),
});
