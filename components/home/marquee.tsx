import type { CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import type { MarqueeItem } from '@/lib/contract/resource';
import { Link } from '@/lib/i18n/navigation';

/** Seconds per character keep the reading speed the same however long the announcements are. */
const SECONDS_PER_CHAR = 0.22;
const MIN_DURATION_S = 20;

/** The track holds the items twice and slides by half its width, so the loop has no seam. */
const KEYFRAMES = '@keyframes home-marquee{from{transform:translateX(0)}to{transform:translateX(-50%)}}';

/** Scrolling announcements; pure CSS, paused on hover or focus and still for reduced motion. */
export function Marquee({ items }: { items: MarqueeItem[] }) {
  const t = useTranslations('home.marquee');
  if (items.length === 0) return null;
  const chars = items.reduce((sum, item) => sum + item.text.length, 0);
  const duration = Math.max(MIN_DURATION_S, Math.round(chars * SECONDS_PER_CHAR));

  return (
    <section
      aria-label={t('label')}
      className="group flex min-w-0 flex-1 items-center gap-2 rounded-xl border border-border bg-surface px-3 py-2"
    >
      <style href="home-marquee" precedence="default">
        {KEYFRAMES}
      </style>
      <Icon name="megaphone" className="size-4 shrink-0 text-accent" />
      <div className="min-w-0 flex-1 overflow-hidden mask-x-from-95% mask-x-to-100% motion-reduce:overflow-x-auto motion-reduce:mask-none">
        <div
          style={{ '--marquee-duration': `${duration}s` } as CSSProperties}
          className="flex w-max animate-[home-marquee_var(--marquee-duration)_linear_infinite] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:animate-none"
        >
          <MarqueeList items={items} />
          <MarqueeList items={items} copy />
        </div>
      </div>
    </section>
  );
}

function MarqueeList({ items, copy = false }: { items: MarqueeItem[]; copy?: boolean }) {
  return (
    <ul aria-hidden={copy || undefined} className={`flex shrink-0 ${copy ? 'motion-reduce:hidden' : ''}`}>
      {items.map((item) => (
        <li key={item.id} className="whitespace-nowrap px-6 text-sm text-fg">
          {item.href ? (
            <Link href={item.href} tabIndex={copy ? -1 : undefined} className="hover:text-accent hover:underline">
              {item.text}
            </Link>
          ) : (
            item.text
          )}
        </li>
      ))}
    </ul>
  );
}
