'use client';

import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Activity, ArrowRight, CalendarDays, CalendarX2, Hash, MapPin, UserPlus, UsersRound, type LucideIcon } from 'lucide-react';
import { EventList } from '@/components/events/event-list';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { GroupCard } from '@/components/groups/group-card';
import { GRID } from '@/components/groups/group-grid';
import { PlacesBrowser } from '@/components/places/places-browser';
import { EmptyState } from '@/components/page-kit/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { feedTrendsQuery } from '@/lib/api/queries/feed';
import { groupSuggestedQuery } from '@/lib/api/queries/groups';
import { FEED_PATHS, hashtagPath } from '@/lib/domain/feed';
import { formatCount } from '@/lib/format/count';
import { Link } from '@/lib/i18n/navigation';
import { PeopleToMeet } from './people-to-meet';

/** The hub's boxes show a few; each leads on to its full page. */
const HUB_GROUPS = 4;
const HUB_EVENTS = 4;

const SHORTCUTS: readonly { key: 'groups' | 'events' | 'activity' | 'friends'; href: string; icon: LucideIcon }[] = [
  { key: 'groups', href: FEED_PATHS.groups, icon: UsersRound },
  { key: 'events', href: FEED_PATHS.events, icon: CalendarDays },
  { key: 'activity', href: FEED_PATHS.activity, icon: Activity },
  { key: 'friends', href: FEED_PATHS.friends, icon: UserPlus },
];

function HubSection({ id, icon: Icon, title, more, children }: { id: string; icon: LucideIcon; title: string; more?: { href: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-base font-bold text-fg">
          <Icon aria-hidden className="size-[18px] text-accent" />
          {title}
        </h2>
        {more ? (
          <Link href={more.href} className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline">
            {more.label}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** /bang-ton/cong-dong: groups to join, watch parties coming up, places to watch at, what is trending, and people to meet. */
export function CommunityHub() {
  const t = useTranslations('activity.hub');
  return (
    <div className="flex flex-col gap-7">
      <nav aria-label={t('shortcuts')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {SHORTCUTS.map(({ key, href, icon: Icon }) => (
          <Link key={key} href={href} className="flex min-h-14 items-center gap-2.5 rounded-xl border border-border bg-surface px-3 py-2.5 text-sm font-semibold text-fg transition hover:border-accent/50 hover:text-accent">
            <Icon aria-hidden className="size-5 shrink-0 text-accent" />
            {t(`links.${key}`)}
          </Link>
        ))}
      </nav>
      <HubSection id="hub-groups" icon={UsersRound} title={t('groups')} more={{ href: FEED_PATHS.groups, label: t('allGroups') }}>
        <SuggestedGroups />
      </HubSection>
      <HubSection id="hub-events" icon={CalendarDays} title={t('events')} more={{ href: FEED_PATHS.events, label: t('allEvents') }}>
        <EventList params={{ scope: 'upcoming' }} label={t('events')} limit={HUB_EVENTS} empty={<EmptyState icon={<CalendarX2 aria-hidden />} title={t('noEvents')} />} />
      </HubSection>
      <HubSection id="hub-places" icon={MapPin} title={t('places')}>
        <PlacesBrowser />
      </HubSection>
      <HubSection id="hub-trends" icon={Hash} title={t('trends')} more={{ href: FEED_PATHS.search, label: t('search') }}>
        <Trends />
      </HubSection>
      <HubSection id="hub-people" icon={UserPlus} title={t('people')} more={{ href: FEED_PATHS.friends, label: t('allFriends') }}>
        <PeopleToMeet />
      </HubSection>
    </div>
  );
}

function SuggestedGroups() {
  const t = useTranslations('activity.hub');
  const { viewer } = useFeedViewer();
  const groups = useQuery(groupSuggestedQuery(viewer));
  if (groups.isPending) return <div role="status" aria-label={t('loading')} className={GRID}>{[0, 1].map((i) => <Skeleton key={i} className="h-56" />)}</div>;
  if (!groups.data || groups.data.length === 0) return <EmptyState icon={<UsersRound aria-hidden />} title={t('noGroups')} />;
  return (
    <ul className={GRID} aria-label={t('groups')}>
      {groups.data.slice(0, HUB_GROUPS).map((group) => (
        <li key={group.id}>
          <GroupCard group={group} />
        </li>
      ))}
    </ul>
  );
}

function Trends() {
  const t = useTranslations('activity.hub');
  const locale = useLocale();
  const trends = useQuery(feedTrendsQuery());
  if (trends.isPending) return <Skeleton className="h-10" />;
  if (!trends.data || trends.data.length === 0) return <p className="text-sm text-muted">{t('noTrends')}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('trends')}>
      {trends.data.map((trend) => (
        <li key={trend.tag}>
          <Link href={hashtagPath(trend.tag)} className="inline-flex h-9 items-center gap-1.5 rounded-full border border-border bg-surface px-3 text-sm font-semibold text-fg transition hover:border-accent/50 hover:text-accent">
            #{trend.tag}
            <span className="text-xs font-normal text-muted tabular-nums">{t('trendCount', { count: trend.count, shown: formatCount(trend.count, locale) })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
