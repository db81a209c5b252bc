import type { Banner } from '@/lib/contract/resource';
import { Link } from '@/lib/i18n/navigation';

interface BannerSlideProps {
  banner: Banner;
  /** The first hero slide is the page's largest paint, so it loads eagerly. */
  eager?: boolean;
  size?: 'hero' | 'side';
}

/** A banner image with its title and subtitle laid over it, linking to the banner's target. */
export function BannerSlide({ banner, eager = false, size = 'hero' }: BannerSlideProps) {
  const hero = size === 'hero';
  return (
    <Link
      href={banner.href}
      className="group/banner relative block size-full overflow-hidden rounded-xl bg-surface-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- local SVG banners; the optimiser adds nothing */}
      <img
        src={banner.image}
        alt=""
        width={hero ? 1600 : 800}
        height={hero ? 600 : 300}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? undefined : 'async'}
        className="absolute inset-0 size-full object-cover transition duration-500 motion-safe:group-hover/banner:scale-[1.02]"
      />
      <span
        className={`absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-linear-to-t from-black/80 via-black/40 to-transparent text-white ${
          hero ? 'p-4 md:p-6' : 'p-3'
        }`}
      >
        <span className={`font-bold leading-tight ${hero ? 'text-lg md:text-3xl' : 'text-sm md:text-base'}`}>
          {banner.title}
        </span>
        {banner.subtitle ? (
          <span className={`text-white/85 ${hero ? 'line-clamp-2 text-sm md:text-base' : 'hidden text-xs md:line-clamp-1'}`}>
            {banner.subtitle}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
