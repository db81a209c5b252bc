import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getNow, getTranslations, setRequestLocale } from 'next-intl/server';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { FEATURED_MATCHES_QUERY, todayScheduleQuery } from '@/components/home/home-queries';
import { HomeView } from '@/components/home/home-view';
import { featureMatchQuery, liveScheduleQuery, totalLiveQuery } from '@/lib/api/queries/schedule';
import { featureMatch, liveSchedule as liveScheduleCall } from '@/lib/contract/schedule';
import { COOKIES } from '@/lib/domain/constants';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/domain/locale';
import { calendarDay, resolveZone } from '@/lib/format/date';
import { reportError } from '@/lib/observability/report';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { banners, marquee } from '@/server/services/resources';
import { featureMatches, liveSchedule, totalLive } from '@/server/services/schedule';

interface HomePageProps {
  params: Promise<{ locale: string }>;
}

async function localeOf(params: HomePageProps['params']): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** Announcements and banners dress the page but it works without them: a failure is reported, not thrown. */
function orNone<T>(load: Promise<T[]>, section: string): Promise<T[]> {
  return load.catch((err: unknown) => {
    logger.error({ err, section }, 'home section failed to load');
    reportError(err, { section });
    return [];
  });
}

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'home.meta' });
  return { title: t('title'), description: t('description') };
}

export default async function HomePage({ params }: HomePageProps) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const timeZone = resolveZone((await cookies()).get(COOKIES.timezone)?.value);
  const today = calendarDay((await getNow()).getTime(), timeZone);
  const schedule = todayScheduleQuery(today, timeZone);
  const db = await getDb();
  const ctx = { locale };

  // The islands read these from the cache under the same keys their client queries use.
  const queryClient = new QueryClient();
  const [marqueeItems, heroBanners, sideBanners] = await Promise.all([
    orNone(marquee(db, ctx), 'marquee'),
    orNone(banners(db, { position: 'home-hero' }, ctx), 'home-hero'),
    orNone(banners(db, { position: 'home-side' }, ctx), 'home-side'),
    queryClient.prefetchQuery({
      ...featureMatchQuery(FEATURED_MATCHES_QUERY),
      queryFn: () => featureMatches(db, featureMatch.query.parse(FEATURED_MATCHES_QUERY), ctx),
    }),
    queryClient.prefetchQuery({
      ...liveScheduleQuery(schedule),
      queryFn: () => liveSchedule(db, liveScheduleCall.query.parse(schedule), ctx),
    }),
    queryClient.prefetchQuery({ ...totalLiveQuery(), queryFn: () => totalLive(db, {}) }),
  ]);

  const live = queryClient.getQueryData(totalLiveQuery().queryKey);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <HomeView
        marquee={marqueeItems}
        heroBanners={heroBanners}
        sideBanners={sideBanners}
        today={today}
        timeZone={timeZone}
        liveCount={live?.totalLive ?? null}
      />
    </HydrationBoundary>
  );
}
