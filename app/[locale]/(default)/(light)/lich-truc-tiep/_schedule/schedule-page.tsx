import { getNow, getTranslations } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { chooseDay } from '@/components/schedule/schedule-day';
import { scheduleHref } from '@/components/schedule/schedule-href';
import { scheduleQueryInput } from '@/components/schedule/schedule-query';
import { ScheduleView } from '@/components/schedule/schedule-view';
import { parseFilter, queryLiveMode, type ScheduleTab, sportTabForFilter, tabPath } from '@/components/schedule/schedule-tabs';
import { liveScheduleQuery } from '@/lib/api/queries/schedule';
import type { Locale } from '@/lib/domain/locale';
import { redirect } from '@/lib/i18n/navigation';
import { serverQuery } from '@/server/api/server-query';
import { findEsportLeague } from './esport-league';
import { type SearchParams, scheduleClock, single } from './schedule-context';

interface SchedulePageProps {
  locale: Locale;
  tab: ScheduleTab;
  leagueSlug?: string;
  /** The requested path below the locale, named by a 404. */
  requested: string;
  searchParams: SearchParams;
}

/** One schedule tab: validates the day and filter, reads the day's matches and hands them to the list. */
export async function SchedulePage({ locale, tab, leagueSlug, requested, searchParams }: SchedulePageProps) {
  const { timeZone, today, days } = await scheduleClock();
  const rawDate = single(searchParams.date);
  const rawFilter = single(searchParams.filter);
  const filter = rawFilter === null ? null : parseFilter(tab, rawFilter);
  if (rawDate === null || filter === null) routeValidationNotFound(requested);

  const league = leagueSlug === undefined ? null : await findEsportLeague(leagueSlug, days, timeZone);
  if (leagueSlug !== undefined && league === null) routeValidationNotFound(requested);
  const path = league ? `${tabPath(tab)}/${league.slug}` : requested;

  const day = chooseDay(rawDate, days, today);
  if (!day.ok && day.reason === 'malformed') routeValidationNotFound(requested);
  // One filter bar: a sport named by a filter code is that sport's own tab.
  const sportTab = filter === undefined || tab.liveModeId !== undefined ? undefined : sportTabForFilter(filter);
  if (sportTab) return redirect({ href: scheduleHref({ path: tabPath(sportTab), date: day.ok && day.date !== today ? day.date : undefined }), locale });
  // A bookmarked day that has left the window is stale, not wrong: show today instead.
  if (!day.ok) return redirect({ href: scheduleHref({ path, filter }), locale });

  const input = scheduleQueryInput(day.date, timeZone, queryLiveMode(tab, filter));
  const read = await serverQuery(liveScheduleQuery(input));
  const served = { matches: read.ok ? read.data : null, at: (await getNow()).getTime() };

  const t = await getTranslations({ locale, namespace: 'schedule' });
  const tModes = await getTranslations({ locale, namespace: 'liveModes' });
  const title = league
    ? t('meta.title', { tab: league.name })
    : tab.key === 'all' || tab.key === 'bookings'
      ? t('title')
      : t('meta.title', { tab: tModes(tab.key) });

  return (
    <ScheduleView
        tab={tab}
        path={path}
        title={title}
        days={days}
        today={today}
        date={day.date}
        timeZone={timeZone}
        filter={filter}
        leagueSlug={league?.slug}
        served={served}
      />
  );
}
