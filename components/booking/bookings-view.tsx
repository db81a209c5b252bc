'use client';

import { useTranslations } from 'next-intl';
import { CalendarPlus, LogIn } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/page-kit/empty-state';
import { ErrorState } from '@/components/page-kit/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Link } from '@/lib/i18n/navigation';
import { useSessionStatus } from '@/lib/stores/session-store';
import { BookingItem } from './booking-item';
import { useBookings } from './use-bookings';

/** The member's bookings; a guest is invited to log in (the page stays put, no redirect). */
export function BookingsView({ timeZone, schedulePath }: { timeZone: string; schedulePath: string }) {
  const t = useTranslations('schedule.bookings');
  const hydrated = useHydrated();
  const status = useSessionStatus();
  const { isMember, data, isPending, isError, refetch } = useBookings();
  const sessionKnown = hydrated && (status === 'ready' || status === 'error' || status === 'blocked');

  if (!isMember) {
    if (!sessionKnown) return <Loading label={t('loading')} />;
    return (
      <EmptyState
        icon={<LogIn aria-hidden />}
        title={t('signInTitle')}
        description={t('signInText')}
        action={
          <Button onClick={() => openAuthDialog('login')}>
            <LogIn aria-hidden />
            {t('signIn')}
          </Button>
        }
      />
    );
  }
  if (isPending) return <Loading label={t('loading')} />;
  if (isError && !data) return <ErrorState title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  if (data.length === 0) {
    return (
      <EmptyState
        icon={<CalendarPlus aria-hidden />}
        title={t('emptyTitle')}
        description={t('emptyText')}
        action={
          <Link href={schedulePath} className={buttonClasses()}>
            {t('browse')}
          </Link>
        }
      />
    );
  }
  return (
    <ul aria-label={t('title')} className="flex flex-col gap-3" data-testid="booking-list">
      {data.map((booking) => (
        <BookingItem key={booking.id} booking={booking} timeZone={timeZone} />
      ))}
    </ul>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}
