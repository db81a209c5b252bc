import { useTranslations } from 'next-intl';
import { Activity, Bookmark, CalendarDays, Newspaper, Search, UserRound, UsersRound, type LucideIcon } from 'lucide-react';
import { TabLinks } from '@/components/page-kit/tab-links';
import { cn } from '@/components/ui/cn';
import { FEED_PATHS, FEED_SORTS, FEED_TABS, type FeedSort } from '@/lib/domain/feed';
import { Link } from '@/lib/i18n/navigation';

const TAB_ICONS: Readonly<Record<(typeof FEED_TABS)[number]['key'], LucideIcon>> = {
  feed: Newspaper,
  profile: UserRound,
  events: CalendarDays,
  community: UsersRound,
};

/** The feed's tabs of spec 2: the feed, my profile, events, community. */
export function FeedTabs() {
  const t = useTranslations('feed.tabs');
  const items = FEED_TABS.map((tab) => {
    const Icon = TAB_ICONS[tab.key];
    return {
      href: tab.path,
      // The feed's own tab is its page alone; saved posts, search and posts sit under it without being it.
      exact: tab.key === 'feed' || undefined,
      label: (
        <>
          <Icon aria-hidden className="size-4" />
          {t(tab.key)}
        </>
      ),
    };
  });
  return <TabLinks items={items} label={t('label')} even />;
}

/** Ranked or plain newest, as links so the server draws the first page in the chosen order. */
export function FeedSortLinks({ sort }: { sort: FeedSort }) {
  const t = useTranslations('feed.sort');
  return (
    <nav aria-label={t('label')} className="inline-flex rounded-full border border-border bg-surface p-0.5 text-[13px]">
      {FEED_SORTS.map((key) => (
        <Link
          key={key}
          href={key === 'ranked' ? FEED_PATHS.feed : `${FEED_PATHS.feed}?sort=${key}`}
          aria-current={sort === key ? 'true' : undefined}
          className={cn('rounded-full px-3 py-1 font-medium transition', sort === key ? 'bg-fg text-bg' : 'text-muted hover:text-fg')}
        >
          {t(key)}
        </Link>
      ))}
    </nav>
  );
}

const QUICK_LINKS = [
  { key: 'groups', href: FEED_PATHS.groups, icon: UsersRound },
  { key: 'activity', href: FEED_PATHS.activity, icon: Activity },
  { key: 'saved', href: FEED_PATHS.saved, icon: Bookmark },
  { key: 'friends', href: FEED_PATHS.friends, icon: UsersRound },
  { key: 'search', href: FEED_PATHS.search, icon: Search },
] as const;

/** On narrow screens, where the side column is not shown: its links as a row of chips. */
export function FeedQuickLinks() {
  const t = useTranslations('feed.side');
  return (
    <nav aria-label={t('links')} className="lg:hidden">
      {/* They wrap rather than scroll, so a phone shows every link. */}
      <ul className="flex flex-wrap gap-2">
        {QUICK_LINKS.map(({ key, href, icon: Icon }) => (
          <li key={key}>
            <Link href={href} className="inline-flex h-8 items-center gap-1.5 rounded-full border border-border bg-surface px-3 text-xs font-semibold text-fg transition hover:border-accent/50 hover:text-accent">
              <Icon aria-hidden className="size-3.5 text-accent" />
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
