import { useTranslations } from 'next-intl';
import type { Banner } from '@/lib/contract/resource';
import { Link } from '@/lib/i18n/navigation';
import { BannerCarousel } from './banner-carousel';
import { BannerSlide } from './banner-slide';

const SIDE_BANNERS = 2;

/** The hero carousel with the side banners beside it on desktop and below it on smaller screens. */
export function BannerSection({ hero, side }: { hero: Banner[]; side: Banner[] }) {
  const t = useTranslations('home.banners');
  const shownSide = side.slice(0, SIDE_BANNERS);
  return (
    <div className={`grid gap-4 ${shownSide.length > 0 ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : ''}`}>
      {hero.length > 0 ? (
        <BannerCarousel>
          {hero.map((banner, index) => (
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { index: index + 1, total: hero.length })}
              className="size-full shrink-0 snap-start"
            >
              <BannerSlide banner={banner} eager={index === 0} />
            </div>
          ))}
        </BannerCarousel>
      ) : (
        <HeroFallback />
      )}
      {shownSide.length > 0 ? (
        <ul
          className={`grid gap-4 lg:grid-cols-1 ${shownSide.length > 1 ? 'grid-cols-2 lg:grid-rows-2' : 'grid-cols-1 lg:grid-rows-1'}`}
        >
          {shownSide.map((banner) => (
            <li key={banner.id} className="aspect-[2/1] lg:aspect-auto">
              <BannerSlide banner={banner} size="side" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Without hero banners the top of the page still greets the viewer and points at the schedule. */
function HeroFallback() {
  const t = useTranslations('home.banners');
  return (
    <div className="flex aspect-[2/1] flex-col items-start justify-end gap-3 rounded-xl border border-border bg-linear-to-br from-accent/25 via-surface to-surface p-6 md:aspect-[8/3] md:p-10">
      <p className="text-xl font-bold text-fg md:text-3xl">{t('fallbackTitle')}</p>
      <p className="max-w-xl text-sm text-muted md:text-base">{t('fallbackText')}</p>
      <Link
        href="/lich-truc-tiep"
        className="rounded-full bg-accent px-4 py-2 text-sm font-semibold text-accent-fg hover:opacity-90"
      >
        {t('fallbackCta')}
      </Link>
    </div>
  );
}
