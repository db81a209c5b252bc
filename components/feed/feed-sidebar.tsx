'use client';

import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Activity, Bookmark, CalendarDays, Hash, Search, UserRound, Users, UsersRound, type LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { feedTrendsQuery } from '@/lib/api/queries/feed';
import { FEED_PATHS, hashtagPath } from '@/lib/domain/feed';
import { formatCount } from '@/lib/format/count';
import { Link } from '@/lib/i18n/navigation';

const LINKS: readonly { key: 'saved' | 'friends' | 'search' | 'profile' | 'groups' | 'events' | 'activity'; href: string; icon: LucideIcon }[] = [
  { key: 'profile', href: FEED_PATHS.profile, icon: UserRound },
  { key: 'groups', href: FEED_PATHS.groups, icon: UsersRound },
  { key: 'events', href: FEED_PATHS.events, icon: CalendarDays },
  { key: 'activity', href: FEED_PATHS.activity, icon: Activity },
  { key: 'saved', href: FEED_PATHS.saved, icon: Bookmark },
  { key: 'friends', href: FEED_PATHS.friends, icon: Users },
  { key: 'search', href: FEED_PATHS.search, icon: Search },
];

const box = 'flex flex-col gap-2 rounded-xl border border-border bg-surface p-4';

/** The feed's side column on wide screens: its other pages, and the hashtags most used lately. */
export function FeedSidebar() {
  const t = useTranslations('feed.side');
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('links')} className={box}>
        <h2 className="text-xs font-bold tracking-wider text-muted uppercase">{t('links')}</h2>
        <ul className="flex flex-col">
          {LINKS.map(({ key, href, icon: Icon }) => (
            <li key={key}>
              <Link href={href} className="flex h-10 items-center gap-3 rounded-lg px-2 text-sm font-medium text-fg transition hover:bg-surface-2 hover:text-accent">
                <Icon aria-hidden className="size-[18px] text-accent" />
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Trends />
    </div>
  );
}

function Trends() {
  const t = useTranslations('feed.side');
  const locale = useLocale();
  const trends = useQuery(feedTrendsQuery());
  // The column is drawn twice on the search page (in the page on phones, beside it on wide screens).
  const heading = useId();
  return (
    <section aria-labelledby={heading} className={box}>
      <h2 id={heading} className="flex items-center gap-1.5 text-xs font-bold tracking-wider text-muted uppercase">
        <Hash aria-hidden className="size-3.5" />
        {t('trends')}
      </h2>
      {trends.isPending ? (
        <div role="status" aria-label={t('trendsLoading')} className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-8" />
          ))}
        </div>
      ) : !trends.data || trends.data.length === 0 ? (
        <p className="text-sm text-muted">{t('trendsEmpty')}</p>
      ) : (
        <ol className="flex flex-col">
          {trends.data.map((trend) => (
            <li key={trend.tag}>
              <Link href={hashtagPath(trend.tag)} className="flex h-10 items-center justify-between gap-2 rounded-lg px-2 transition hover:bg-surface-2">
                <span className="truncate text-sm font-semibold text-fg">#{trend.tag}</span>
                <span className="shrink-0 text-xs text-muted tabular-nums">{t('trendCount', { count: trend.count, shown: formatCount(trend.count, locale) })}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
