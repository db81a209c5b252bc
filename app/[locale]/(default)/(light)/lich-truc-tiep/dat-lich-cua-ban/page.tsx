import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SectionMessages } from '@/components/i18n/section-messages';
import { BOOKINGS_TAB } from '@/components/schedule/schedule-tabs';
import { BookingsPage } from '../_schedule/bookings-page';
import { localeOf, type ScheduleRequest } from '../_schedule/schedule-context';
import { scheduleMetadata, SCHEDULE_NAMESPACES } from '../_schedule/schedule-route';

// The bookings tab is a route of its own (its folder is the tab's segment in schedule-tabs): a page's
// client code is everything its server files can render, and the schedule tabs should not carry the
// member's bookings list.

export function generateMetadata({ params }: Pick<ScheduleRequest, 'params'>): Promise<Metadata> {
  return scheduleMetadata({ params: params.then((p) => ({ ...p, tab: [BOOKINGS_TAB.segment] })) });
}

export default async function ScheduleBookingsPage({ params }: Pick<ScheduleRequest, 'params'>) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return (
    <SectionMessages namespaces={SCHEDULE_NAMESPACES}>
      <BookingsPage locale={locale} />
    </SectionMessages>
  );
}
