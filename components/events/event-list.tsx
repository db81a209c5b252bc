'use client';

import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { ErrorState, ListLoading } from '@/components/page-kit/list-states';
import { ListMore } from '@/components/page-kit/list-more';
import { cursorItems } from '@/lib/api/queries/cursor-list';
import { eventListQuery, type EventCard as Event, type EventListParams } from '@/lib/api/queries/events';
import { EventCard } from './event-card';

export const EVENT_GRID = 'grid grid-cols-1 gap-3 min-[560px]:grid-cols-2';

interface EventListProps {
  params: EventListParams;
  label: string;
  empty: ReactNode;
  /** Narrows the loaded parties (soonest first); more are offered while the last one loaded still passes. */
  keep?: (event: Event) => boolean;
  /** At most this many, without paging (a box on another page). */
  limit?: number;
}

/** Watch parties, soonest first, as cards: placeholders, the cards, more on request, an empty state and a retry. */
export function EventList({ params, label, empty, keep, limit }: EventListProps) {
  const t = useTranslations('events.list');
  const { viewer } = useFeedViewer();
  const query = useInfiniteQuery(eventListQuery(viewer, params));
  const { data, isPending, isError, refetch, hasNextPage, isFetchingNextPage } = query;
  if (isPending) return <ListLoading label={t('loading')} rows={limit ?? 4} className={EVENT_GRID} itemClassName="h-52" />;
  if (isError && !data) return <ErrorState title={t('failed')} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  const loaded = cursorItems(data, (e) => e.id);
  const kept = keep ? loaded.filter(keep) : loaded;
  const events = limit ? kept.slice(0, limit) : kept;
  const last = loaded[loaded.length - 1];
  const more = !limit && Boolean(hasNextPage) && (!keep || (last !== undefined && keep(last)));
  if (events.length === 0 && !more) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} aria-busy={isFetchingNextPage || undefined} className={EVENT_GRID} data-testid="event-list">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {t('shown', { count: events.length })}
      </p>
      {/* Past the last kept party (a list of what is still to come) there is nothing more worth asking for. */}
      <ListMore pages={{ ...query, hasNextPage: more }} labels={{ more: t('more'), loadingMore: t('loadingMore'), moreFailed: t('moreFailed'), retry: t('retry') }} />
    </div>
  );
}
