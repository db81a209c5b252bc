import { getNow, setRequestLocale } from 'next-intl/server';
import { FEATURED_MATCHES_QUERY, todayScheduleQuery } from '@/components/home/home-inputs';
import { HomeView } from '@/components/home/home-view';
import { SectionMessages } from '@/components/i18n/section-messages';
import type { LiveSeed } from '@/lib/api/live-query';
import { bannersQuery, marqueeQuery } from '@/lib/api/queries/resources';
import { featureMatchQuery, liveScheduleQuery, totalLiveQuery } from '@/lib/api/queries/schedule';
import { calendarDay } from '@/lib/format/date';
import { localeOf, viewerZone } from '@/lib/page-kit/context';
import { serverData } from '@/server/api/server-query';
import { metadataFromMessages } from '@/lib/page-kit/metadata';
import { HomeNews } from '../_news/latest-news';

interface HomePageProps {
  params: Promise<{ locale: string }>;
}

/** A live section's first data; without it the island asks the API itself as soon as it mounts. */
async function seedOf<T>(load: Promise<T | null>, at: number): Promise<LiveSeed<T> | undefined> {
  const value = await load;
  return value === null ? undefined : { value, at };
}

export const generateMetadata = metadataFromMessages('home.meta', { title: 'title', description: 'description' });

export default async function HomePage({ params }: HomePageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const timeZone = await viewerZone();
  const now = (await getNow()).getTime();
  const today = calendarDay(now, timeZone);

  // The page works without any one of its sections: one that fails shows none (announcements,
  // banners) or is asked for again by its island from the browser (the live sections).
  const [marqueeItems, heroBanners, sideBanners, featured, schedule, live] = await Promise.all([
    serverData(marqueeQuery()),
    serverData(bannersQuery({ position: 'home-hero' })),
    serverData(bannersQuery({ position: 'home-side' })),
    seedOf(serverData(featureMatchQuery(FEATURED_MATCHES_QUERY)), now),
    seedOf(serverData(liveScheduleQuery(todayScheduleQuery(today, timeZone))), now),
    seedOf(serverData(totalLiveQuery()).then((t) => t?.totalLive ?? null), now),
  ]);

  // The islands show these first and keep them fresh by polling from the browser.
  return (
    <SectionMessages namespaces={['home']}>
      <HomeView
        marquee={marqueeItems ?? []}
        heroBanners={heroBanners ?? []}
        sideBanners={sideBanners ?? []}
        today={today}
        timeZone={timeZone}
        featured={featured}
        schedule={schedule}
        liveCount={live}
        news={<HomeNews />}
      />
    </SectionMessages>
  );
}
