import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CalendarDays } from 'lucide-react';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { EventDetailView } from '@/components/events/event-detail-view';
import { FeedShell } from '@/components/feed/feed-shell';
import { JsonLdScript } from '@/components/seo/json-ld';
import { eventDetailQuery, type EventDetail } from '@/lib/api/queries/events';
import { eventPath } from '@/lib/domain/events';
import { profilePath } from '@/lib/domain/feed';
import { positiveId } from '@/lib/domain/football-urls';
import type { Locale } from '@/lib/domain/locale';
import { formatDateTime } from '@/lib/format/date';
import { localeOf, viewerZone } from '@/lib/page-kit/context';
import { pageUrls } from '@/lib/seo/page-urls';
import type { JsonLd } from '@/lib/seo/structured-data';
import { Hydrate } from '@/server/api/hydrate';
import { foundOrNull } from '@/server/api/page-data';
import { prefill, serverQuery } from '@/server/api/server-query';
import { serverViewer } from '@/server/api/server-viewer';
import { feedRequest, type FeedPageProps } from '../../_feed/feed-page';
import { detailMetadata, HubMessages, oneLine } from '../../_hub/hub-page';

type Props = FeedPageProps<{ id: string }>;

async function findEvent(viewer: number, id: number | null): Promise<EventDetail | null> {
  return id === null ? null : foundOrNull(await serverQuery(eventDetailQuery(viewer, id)), `event ${id}`);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = localeOf(raw);
  const [event, zone] = await Promise.all([findEvent(await serverViewer(), positiveId(id)), viewerZone()]);
  if (!event) return {};
  const t = await getTranslations({ locale, namespace: 'events.meta' });
  const where = event.place ? `${event.place.name}, ${event.place.city}` : t('online');
  const summary = t('eventDescription', { home: event.match.home.name, away: event.match.away.name, time: formatDateTime(event.match.startTimestamp, zone, 'HH:mm DD/MM/YYYY'), where });
  // A private group's party is for its members only: it stays out of search engines.
  return detailMetadata({ locale, path: eventPath(event.id), title: event.title, description: oneLine(event.description ? `${summary} ${event.description}` : summary), noindex: event.group?.privacy === 'private' });
}

/** The party as schema.org's Event: when, where (a place or the live room), who hosts it and whether it is still on. */
async function eventLd(event: EventDetail, locale: Locale): Promise<JsonLd> {
  const urls = await pageUrls(locale);
  const location = event.place
    ? { '@type': 'Place', name: event.place.name, url: urls.page(event.place.href), address: { '@type': 'PostalAddress', addressLocality: event.place.city } }
    : { '@type': 'VirtualLocation', url: urls.page(event.href) };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    url: urls.page(event.href),
    startDate: new Date(event.match.startTimestamp).toISOString(),
    eventStatus: event.state === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.place ? 'https://schema.org/OfflineEventAttendanceMode' : 'https://schema.org/OnlineEventAttendanceMode',
    location,
    organizer: { '@type': 'Person', name: event.host.displayName, url: urls.page(profilePath(event.host.userId)) },
    ...(event.description ? { description: event.description } : {}),
    ...(event.capacity !== null ? { maximumAttendeeCapacity: event.capacity } : {}),
    about: { '@type': 'SportsEvent', name: `${event.match.home.name} – ${event.match.away.name}`, url: urls.page(event.match.href) },
  };
}

/** /bang-ton/su-kien/{id}: a watch party; an unknown id, or a private group's party for an outsider, is the 404. */
export default async function EventPage({ params }: Props) {
  const { id } = await params;
  const { locale, viewer, timeZone, renderedAt } = await feedRequest(params);
  const event = await findEvent(viewer, positiveId(id));
  if (!event) routeValidationNotFound(eventPath(positiveId(id) ?? 0));
  prefill(eventDetailQuery(viewer, event.id).queryKey, event);
  const t = await getTranslations({ locale, namespace: 'events.meta' });
  return (
    <Hydrate>
      <FeedShell title={t('title')} icon={CalendarDays} viewer={viewer} timeZone={timeZone} renderedAt={renderedAt}>
        {event.group?.privacy !== 'private' ? <JsonLdScript data={await eventLd(event, locale)} /> : null}
        <HubMessages namespaces={['events', 'places']}>
          <EventDetailView id={event.id} />
        </HubMessages>
      </FeedShell>
    </Hydrate>
  );
}
