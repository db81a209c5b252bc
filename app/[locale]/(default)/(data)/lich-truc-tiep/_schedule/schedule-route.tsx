import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { resolveScheduleRoute, SCHEDULE_BASE } from '@/components/schedule/schedule-tabs';
import { BookingsPage } from './bookings-page';
import { localeOf, type ScheduleRequest } from './schedule-context';
import { SchedulePage } from './schedule-page';

/** Any page under /lich-truc-tiep: a tab, an esports league or the member's bookings. */
export async function ScheduleRoute({ params, searchParams }: ScheduleRequest) {
  const { locale: requested, tab = [] } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const segments = tab.map((s) => decodeURIComponent(s));
  const requestedPath = [SCHEDULE_BASE, ...segments].join('/');
  const route = resolveScheduleRoute(segments);
  if (route === null) routeValidationNotFound(requestedPath);
  if (route.kind === 'bookings') return <BookingsPage locale={locale} />;
  return (
    <SchedulePage
      locale={locale}
      tab={route.tab}
      leagueSlug={route.leagueSlug}
      requested={requestedPath}
      searchParams={await searchParams}
    />
  );
}

export async function scheduleMetadata({ params }: Pick<ScheduleRequest, 'params'>): Promise<Metadata> {
  const { locale: requested, tab = [] } = await params;
  const locale = localeOf(requested);
  const t = await getTranslations({ locale, namespace: 'schedule' });
  const tModes = await getTranslations({ locale, namespace: 'liveModes' });
  const route = resolveScheduleRoute(tab);
  const description = t('meta.description');
  if (route === null) return {};
  if (route.kind === 'bookings') return { title: t('bookings.title'), description };
  const key = route.tab.key;
  const title = key === 'all' || key === 'bookings' ? t('title') : t('meta.title', { tab: tModes(key) });
  return { title, description };
}
