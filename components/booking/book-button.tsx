'use client';

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { BellPlus, Check, Loader2 } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api/error-catalogue';
import { BOOKING_KEY_ROOT, bookingKeys, bookSchedule } from '@/lib/api/queries/booking';
import type { Booking } from '@/lib/contract/booking';
import { findBooking, useBookings } from './use-bookings';
import { useCommentatorNamed } from '@/components/people/commentator-name';

export interface BookButtonProps {
  fixtureId: number;
  commentatorId: number;
  /** "{home} – {away}": the booking's name and what the button's label and toasts speak of. */
  matchName: string;
  disabled?: boolean;
  /** The commentator's name, for the accessible label; the match alone when absent. */
  commentatorName?: string;
  className?: string;
  /** In a list row on a phone the bell alone says it; the label stays for screen readers. */
  iconOnlyOnPhone?: boolean;
}

const CONFLICT = 409;
const UNAUTHORIZED = 401;

/** Books a commentator's broadcast of a fixture; guests are asked to log in first. */
export function BookButton({ fixtureId, commentatorId, matchName, disabled, commentatorName, className, iconOnlyOnPhone = false }: BookButtonProps) {
  const commentatorNamed = useCommentatorNamed();
  const t = useTranslations('schedule.booking');
  const queryClient = useQueryClient();
  const { userId, isMember, data } = useBookings();
  // Shown at once on click and kept after a 409: the list catches up on its next fetch.
  const [optimistic, setOptimistic] = useState(false);
  const booked = optimistic || findBooking(data, fixtureId, commentatorId) !== undefined;

  const mutation = useMutation({
    mutationFn: () => bookSchedule({ fixtureId, commentatorId, name: matchName }),
    onMutate: () => setOptimistic(true),
    onSuccess: (booking: Booking) => {
      if (userId !== null) {
        queryClient.setQueryData(bookingKeys.list(userId), (list: Booking[] | undefined) => (list ? [...list, booking] : list));
      }
      toast.success(t('success', { match: matchName }));
    },
    onError: (err: unknown) => {
      const status = err instanceof ApiError ? err.status : 0;
      if (status === CONFLICT) {
        toast(t('alreadyBooked'));
        return;
      }
      setOptimistic(false);
      if (status === UNAUTHORIZED) openAuthDialog('login');
      else toast.error(t('failed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [BOOKING_KEY_ROOT] }),
  });

  const label = booked
    ? t('bookedLabel', { match: matchName })
    : commentatorName
      ? t('bookLabel', { match: matchName, name: commentatorNamed(commentatorName) })
      : t('bookMatch', { match: matchName });

  function onClick() {
    if (!isMember) {
      openAuthDialog('login');
      return;
    }
    if (!booked) mutation.mutate();
  }

  return (
    <Button
      size="sm"
      variant={booked ? 'secondary' : 'outline'}
      className={className}
      disabled={disabled || mutation.isPending}
      aria-label={label}
      title={isMember ? label : t('loginFirst')}
      data-booked={booked || undefined}
      onClick={onClick}
    >
      {mutation.isPending ? <Loader2 aria-hidden className="animate-spin" /> : booked ? <Check aria-hidden /> : <BellPlus aria-hidden />}
      <span className={iconOnlyOnPhone ? 'max-sm:hidden' : undefined}>{booked ? t('booked') : t('book')}</span>
    </Button>
  );
}
