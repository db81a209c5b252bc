'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { BOOKING_KEY_ROOT, bookingKeys, cancelBooking } from '@/lib/api/queries/booking';
import type { Booking } from '@/lib/contract/booking';
import { useCurrentUser } from '@/lib/stores/session-store';

/** Cancels a booking: it leaves the list at once and comes back if the server refuses. */
export function useCancelBooking(booking: Booking) {
  const t = useTranslations('schedule.bookings');
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.userId;
  const key = bookingKeys.list(userId ?? 0);

  return useMutation({
    mutationFn: () => cancelBooking(booking.id),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Booking[]>(key);
      queryClient.setQueryData<Booking[]>(key, (list) => list?.filter((b) => b.id !== booking.id));
      return { previous };
    },
    onSuccess: () => toast.success(t('cancelled', { match: booking.name })),
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(t('cancelFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [BOOKING_KEY_ROOT] }),
  });
}
