'use client';

import { useTranslations } from 'next-intl';
import { useLiveCount } from '@/lib/api/live-count';
import { Link } from '@/lib/i18n/navigation';
import { LiveDot } from '@/components/ui/badge';
import { LIVE_INFO_HREF } from './nav-links';

/** "● Live 12": how many matches are on air now (polled every 20 s); opens the live schedule. */
export function LiveNowPill() {
  const t = useTranslations('common.header');
  const count = useLiveCount();
  return (
    <Link
      href={LIVE_INFO_HREF}
      // The name starts with the words shown (WCAG 2.5.3, for voice control); the sentence is the tooltip.
      aria-label={count === null ? t('liveNow') : `${t('liveNow')}: ${count}`}
      title={count === null ? undefined : t('liveCount', { count })}
      className="inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-full bg-live/12 pr-1 pl-2.5 text-xs font-bold text-live transition hover:bg-live/20"
    >
      <LiveDot className="size-2 bg-live" />
      <span className="max-sm:sr-only">{t('liveNow')}</span>{' '}
      <span className="min-w-6 rounded-full bg-live-solid px-1.5 py-0.5 text-center text-[11px] leading-none text-white tabular-nums">
        {count ?? '–'}
      </span>
    </Link>
  );
}
