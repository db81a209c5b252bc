import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import type { LiveSeed } from '@/lib/api/live-query';
import type { Banner, MarqueeItem } from '@/lib/contract/resource';
import type { Match } from '@/lib/contract/schedule';
import { Link } from '@/lib/i18n/navigation';
import { BannerSection } from './banner-section';
import { FeaturedMatches } from './featured-matches';
import { LiveCount } from './live-count';
import { Marquee } from './marquee';
import { TodaySchedule } from './today-schedule';

export interface HomeViewProps {
  marquee: MarqueeItem[];
  heroBanners: Banner[];
  sideBanners: Banner[];
  /** Today as YYYY-MM-DD in the viewer's zone. */
  today: string;
  timeZone: string;
  /** What the server rendered each live section with; the islands keep them fresh. */
  featured?: LiveSeed<Match[]>;
  schedule?: LiveSeed<Match[]>;
  liveCount?: LiveSeed<number>;
  /** The newest articles, drawn on the server below the schedule. */
  news?: ReactNode;
}

/** The home page: live count and announcements, banners, featured matches, today's schedule, the news. */
export function HomeView({ marquee, heroBanners, sideBanners, today, timeZone, featured, schedule, liveCount, news }: HomeViewProps) {
  const t = useTranslations('home');
  return (
    <div className="flex flex-col gap-6 py-4 md:gap-8 md:py-6">
      <h1 className="sr-only">{t('heading')}</h1>
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="shrink-0">
          <LiveCount seed={liveCount} />
        </div>
        <Marquee items={marquee} />
      </div>

      <BannerSection hero={heroBanners} side={sideBanners} />

      <section aria-labelledby="home-featured">
        <SectionHeading id="home-featured" icon={<Icon name="flame" />}>
          {t('featured.title')}
        </SectionHeading>
        <FeaturedMatches timeZone={timeZone} seed={featured} />
      </section>

      <section aria-labelledby="home-schedule">
        <SectionHeading
          id="home-schedule"
          icon={<Icon name="calendar-days" />}
          action={
            <Link href="/lich-truc-tiep" className="inline-flex items-center gap-0.5 font-semibold text-accent hover:underline">
              {t('schedule.fullSchedule')}
              <Icon name="chevron-right" className="size-4" />
            </Link>
          }
        >
          {t('schedule.title')}
        </SectionHeading>
        <TodaySchedule date={today} timeZone={timeZone} seed={schedule} />
      </section>

      {news}
    </div>
  );
}
