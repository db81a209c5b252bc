import type { Metadata } from 'next';
import { getNow, getTranslations, setRequestLocale } from 'next-intl/server';
import { FEATURED_MATCHES_QUERY, todayScheduleQuery } from '@/components/home/home-inputs';
import { HomeView } from '@/components/home/home-view';
import { SectionMessages } from '@/components/i18n/section-messages';
import { featureMatch, liveSchedule as liveScheduleCall } from '@/lib/contract/schedule';
import type { PolledSeed } from '@/lib/api/polled-value';
import { calendarDay } from '@/lib/format/date';
import { localeOf, viewerZone } from '@/lib/page-kit/context';
import { reportError } from '@/lib/observability/report';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { banners, marquee } from '@/server/services/resources';
import { featureMatches, liveSchedule, totalLive } from '@/server/services/schedule';

interface HomePageProps {
  params: Promise<{ locale: string }>;
}

// The page works without any one of its sections: a section that fails to load is reported, not thrown.
function reportSection(err: unknown, section: string): void {
  logger.error({ err, section }, 'home section failed to load');
  reportError(err, { section });
}

/** Announcements and banners: without them the page shows none. */
function orNone<T>(load: Promise<T[]>, section: string): Promise<T[]> {
  return load.catch((err: unknown) => {
    reportSection(err, section);
    return [];
  });
}

/** A live section's first data; without it the island asks the API itself as soon as it mounts. */
function seedOf<T>(load: Promise<T>, at: number, section: string): Promise<PolledSeed<T> | undefined> {
  return load.then(
    (value) => ({ value, at }),
    (err: unknown) => {
      reportSection(err, section);
      return undefined;
    },
  );
}

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'home.meta' });
  return { title: t('title'), description: t('description') };
}

export default async function HomePage({ params }: HomePageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const timeZone = await viewerZone();
  const now = (await getNow()).getTime();
  const today = calendarDay(now, timeZone);
  const db = await getDb();
  const ctx = { locale };

  const [marqueeItems, heroBanners, sideBanners, featured, schedule, live] = await Promise.all([
    orNone(marquee(db, ctx), 'marquee'),
    orNone(banners(db, { position: 'home-hero' }, ctx), 'home-hero'),
    orNone(banners(db, { position: 'home-side' }, ctx), 'home-side'),
    seedOf(featureMatches(db, featureMatch.query.parse(FEATURED_MATCHES_QUERY), ctx), now, 'featured'),
    seedOf(liveSchedule(db, liveScheduleCall.query.parse(todayScheduleQuery(today, timeZone)), ctx), now, 'schedule'),
    seedOf(totalLive(db, {}).then((t) => t.totalLive), now, 'live-count'),
  ]);

  // The islands show these first and keep them fresh by polling from the browser.
  return (
    <SectionMessages namespaces={['home']}>
      <HomeView
        marquee={marqueeItems}
        heroBanners={heroBanners}
        sideBanners={sideBanners}
        today={today}
        timeZone={timeZone}
        featured={featured}
        schedule={schedule}
        liveCount={live}
      />
    </SectionMessages>
  );
}
