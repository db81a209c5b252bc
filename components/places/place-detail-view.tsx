'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { CalendarX2, MapPin, MessageSquareDashed, Users } from 'lucide-react';
import { EventList } from '@/components/events/event-list';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { PostList } from '@/components/feed/post-list';
import { GroupCover } from '@/components/groups/group-cover';
import { EmptyState } from '@/components/page-kit/empty-state';
import { ErrorState } from '@/components/page-kit/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { placeDetailQuery } from '@/lib/api/queries/places';
import { formatCount } from '@/lib/format/count';
import { PlaceKindBadge } from './place-kind';

/** A place's page: its picture, kind and address, what it is like, the watch parties coming up there and the posts written there. */
export function PlaceDetailView({ id }: { id: number }) {
  const t = useTranslations('places');
  const locale = useLocale();
  const { viewer } = useFeedViewer();
  const detail = useQuery(placeDetailQuery(viewer, id));
  if (detail.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (detail.isError && !detail.data) return <ErrorState title={t('detail.failed')} retryLabel={t('browser.retry')} onRetry={() => void detail.refetch()} />;
  const place = detail.data;
  return (
    <div className="flex flex-col gap-5" data-testid="place-detail">
      <section aria-labelledby="place-name" className="overflow-hidden rounded-xl border border-border bg-surface">
        <GroupCover id={place.id + 5000} cover={place.cover} priority className="aspect-[3/1] sm:aspect-[4/1]" />
        <div className="flex flex-col gap-2 p-4 sm:p-5">
          <PlaceKindBadge kind={place.kind} />
          <h2 id="place-name" className="text-xl leading-tight font-bold text-fg sm:text-2xl">
            {place.name}
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-start gap-1">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>{place.address ? `${place.address}, ${place.city}` : place.city}</span>
            </span>
            {place.capacity !== null ? (
              <span className="inline-flex items-center gap-1">
                <Users aria-hidden className="size-4" />
                {t('detail.capacity', { count: place.capacity, shown: formatCount(place.capacity, locale) })}
              </span>
            ) : null}
          </p>
          {place.description ? <p className="text-sm leading-relaxed whitespace-pre-line text-fg">{place.description}</p> : null}
        </div>
      </section>
      <section aria-labelledby="place-events" className="flex flex-col gap-3">
        <h2 id="place-events" className="text-base font-bold text-fg">
          {t('detail.events')}
        </h2>
        <EventList params={{ scope: 'place', id: place.id }} label={t('detail.events')} empty={<EmptyState icon={<CalendarX2 aria-hidden />} title={t('detail.noEvents')} />} />
      </section>
      <section aria-labelledby="place-posts" className="flex flex-col gap-3">
        <h2 id="place-posts" className="text-base font-bold text-fg">
          {t('detail.posts')}
        </h2>
        <PostList params={{ scope: 'place', id: place.id, sort: 'newest' }} label={t('detail.posts')} empty={<EmptyState icon={<MessageSquareDashed aria-hidden />} title={t('detail.noPosts')} />} />
      </section>
    </div>
  );
}
