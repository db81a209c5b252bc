import { getTranslations } from 'next-intl/server';
import { CalendarCheck } from 'lucide-react';
import { BookingsView } from '@/components/booking/bookings-view';
import { ScheduleTabBar } from '@/components/schedule/schedule-tab-bar';
import { ALL_TAB, tabPath } from '@/components/schedule/schedule-tabs';
import type { Locale } from '@/lib/domain/locale';
import { scheduleClock } from './schedule-context';
import { PageTitle } from '@/components/page-kit/page-title';

/** "My bookings": the schedule's tab bar over the member's list (rendered in the browser, where the session is). */
export async function BookingsPage({ locale }: { locale: Locale }) {
  const { timeZone } = await scheduleClock();
  const t = await getTranslations({ locale, namespace: 'schedule.bookings' });
  return (
    <div data-own-mode-bar className="flex flex-col gap-4 py-4 md:py-6">
      <div className="flex flex-col gap-3">
        <PageTitle size="section" withIcon>
          <CalendarCheck aria-hidden className="size-5 text-accent" />
          {t('title')}
        </PageTitle>
        <ScheduleTabBar active="bookings" />
      </div>
      <BookingsView timeZone={timeZone} schedulePath={tabPath(ALL_TAB)} />
    </div>
  );
}
