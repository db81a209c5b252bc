'use client';

import { useQuery } from '@tanstack/react-query';
import { bookingListQuery } from '@/lib/api/queries/booking';
import type { Booking } from '@/lib/contract/booking';
import { useCurrentUser, useIsMember } from '@/lib/stores/session-store';

/** The signed-in member's bookings; disabled (no data) for guests. */
export function useBookings() {
  const isMember = useIsMember();
  const user = useCurrentUser();
  const userId = isMember && user ? user.userId : null;
  const query = useQuery({ ...bookingListQuery(userId ?? 0), enabled: userId !== null });
  return { userId, isMember, ...query };
}

export function findBooking(list: readonly Booking[] | undefined, fixtureId: number, commentatorId: number): Booking | undefined {
  return list?.find((b) => b.match.fixtureId === fixtureId && b.commentator.userId === commentatorId);
}
