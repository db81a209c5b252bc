import { queryOptions } from '@tanstack/react-query';
import { bookingCancel, bookingList, bookingSchedule } from '@/lib/contract/booking-calls';
import type { BodyOf } from '@/lib/contract/endpoint';
import { apiQuery } from '../lazy-client';

export const BOOKING_KEY_ROOT = 'bookings';
export const bookingKeys = { list: (userId: number) => [BOOKING_KEY_ROOT, 'list', userId] as const };

/** The member's bookings, keyed by member so another account never sees a cached list. */
export function bookingListQuery(userId: number) {
  return queryOptions({
    queryKey: bookingKeys.list(userId),
    queryFn: ({ signal }) => apiQuery(bookingList, { signal }),
    staleTime: 30_000,
  });
}

export type BookingInput = BodyOf<typeof bookingSchedule>;

/** Throws the API error (409 already booked, 401 not logged in…) so the caller can show it. */
export function bookSchedule(body: BookingInput) {
  return apiQuery(bookingSchedule, { body });
}

export function cancelBooking(id: number) {
  return apiQuery(bookingCancel, { body: { id } });
}
