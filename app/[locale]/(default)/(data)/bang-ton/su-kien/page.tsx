import { getTranslations } from 'next-intl/server';
import { CalendarDays } from 'lucide-react';
import { EventsView } from '@/components/events/events-view';
import { FeedShell } from '@/components/feed/feed-shell';
import { eventKeys, eventListFirstPage } from '@/lib/api/queries/events';
import { isEventFilter } from '@/lib/domain/event-filters';
import { metadataFromMessages } from '@/lib/page-kit/metadata';
import { Hydrate } from '@/server/api/hydrate';
import { feedRequest, type FeedPageProps } from '../_feed/feed-page';
import { HubMessages, prefetchFirst } from '../_hub/hub-page';

export const generateMetadata = metadataFromMessages('events', { title: 'meta.title', description: 'meta.description' });

/** /bang-ton/su-kien: watch parties still to come, drawn with the page; `?filter=mine|soon` narrows them. */
export default async function EventsPage({ params, searchParams }: FeedPageProps) {
  const [{ locale, viewer, timeZone, renderedAt }, search] = await Promise.all([feedRequest(params), searchParams]);
  const t = await getTranslations({ locale, namespace: 'events.meta' });
  const filter = isEventFilter(search.filter) && !(search.filter === 'mine' && viewer === 0) ? search.filter : 'all';
  const list = { scope: filter === 'mine' ? 'mine' : 'upcoming' } as const;
  await prefetchFirst(eventListFirstPage(viewer, list), eventKeys.list(viewer, list));
  return (
    <Hydrate>
      <FeedShell title={t('title')} intro={t('intro')} icon={CalendarDays} viewer={viewer} timeZone={timeZone} renderedAt={renderedAt}>
        <HubMessages namespaces={['events', 'places']}>
          <EventsView initialFilter={filter} />
        </HubMessages>
      </FeedShell>
    </Hydrate>
  );
}
