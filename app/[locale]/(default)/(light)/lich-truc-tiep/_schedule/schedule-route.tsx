import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { SectionMessages } from '@/components/i18n/section-messages';
import { BOOKINGS_TAB, resolveScheduleRoute, SCHEDULE_BASE, tabPath } from '@/components/schedule/schedule-tabs';
import { redirect } from '@/lib/i18n/navigation';
import { localeOf, type ScheduleRequest } from './schedule-context';
import { SchedulePage } from './schedule-page';

// Schedule rows show match states with the home page's labels.
export const SCHEDULE_NAMESPACES = ['home', 'schedule'] as const;

/** Any page under /lich-truc-tiep: a tab or an esports league (the member's bookings have a route of their own). */
export async function ScheduleRoute({ params, searchParams }: ScheduleRequest) {
  const { locale: requested, tab = [] } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const segments = tab.map((s) => decodeURIComponent(s));
  const requestedPath = [SCHEDULE_BASE, ...segments].join('/');
  const route = resolveScheduleRoute(segments);
  if (route === null) routeValidationNotFound(requestedPath);
  // Only a spelling of the bookings segment that its own route did not match (say, percent-encoded) gets here.
  if (route.kind === 'bookings') return redirect({ href: tabPath(BOOKINGS_TAB), locale });
  return (
    <SectionMessages namespaces={SCHEDULE_NAMESPACES}>
      <SchedulePage locale={locale} tab={route.tab} leagueSlug={route.leagueSlug} requested={requestedPath} searchParams={await searchParams} />
    </SectionMessages>
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
