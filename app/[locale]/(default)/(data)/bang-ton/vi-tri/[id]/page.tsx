import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MapPin } from 'lucide-react';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { JsonLdScript } from '@/components/seo/json-ld';
import { FeedShell } from '@/components/feed/feed-shell';
import { PlaceDetailView } from '@/components/places/place-detail-view';
import { eventKeys, eventListFirstPage } from '@/lib/api/queries/events';
import { placeDetailQuery, type PlaceDetail } from '@/lib/api/queries/places';
import { positiveId } from '@/lib/domain/football-urls';
import type { Locale } from '@/lib/domain/locale';
import { placePath } from '@/lib/domain/places';
import { localeOf } from '@/lib/page-kit/context';
import { pageUrls } from '@/lib/seo/page-urls';
import type { JsonLd } from '@/lib/seo/structured-data';
import { Hydrate } from '@/server/api/hydrate';
import { foundOrNull } from '@/server/api/page-data';
import { prefill, serverQuery } from '@/server/api/server-query';
import { serverViewer } from '@/server/api/server-viewer';
import { feedRequest, prefetchFirstPage, type FeedPageProps } from '../../_feed/feed-page';
import { detailMetadata, HubMessages, oneLine, prefetchFirst } from '../../_hub/hub-page';

type Props = FeedPageProps<{ id: string }>;

const SCHEMA_TYPE = { stadium: 'StadiumOrArena', cafe: 'CafeOrCoffeeShop', club: 'SportsClub' } as const;

async function findPlace(viewer: number, id: number | null): Promise<PlaceDetail | null> {
  return id === null ? null : foundOrNull(await serverQuery(placeDetailQuery(viewer, id)), `place ${id}`);
}

async function describe(place: PlaceDetail, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'places' });
  return oneLine(place.description || t('meta.placeDescription', { kind: t(`kinds.${place.kind}`), city: place.city }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = localeOf(raw);
  const place = await findPlace(await serverViewer(), positiveId(id));
  if (!place) return {};
  return detailMetadata({ locale, path: placePath(place.id), title: place.name, description: await describe(place, locale), image: place.cover ? { url: place.cover, width: 1500, height: 500 } : null });
}

/** The place as schema.org knows its kind, with its address. */
async function placeLd(place: PlaceDetail, locale: Locale): Promise<JsonLd> {
  const urls = await pageUrls(locale);
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[place.kind],
    name: place.name,
    url: urls.page(placePath(place.id)),
    description: await describe(place, locale),
    address: { '@type': 'PostalAddress', streetAddress: place.address, addressLocality: place.city },
    ...(place.cover ? { image: urls.file(place.cover) } : {}),
    ...(place.capacity !== null ? { maximumAttendeeCapacity: place.capacity } : {}),
  };
}

/** /bang-ton/vi-tri/{id}: a stadium, sports café or club, its watch parties and posts; an unknown id is the 404. */
export default async function PlacePage({ params }: Props) {
  const { id } = await params;
  const { locale, viewer, timeZone, renderedAt } = await feedRequest(params);
  const place = await findPlace(viewer, positiveId(id));
  if (!place) routeValidationNotFound(placePath(positiveId(id) ?? 0));
  prefill(placeDetailQuery(viewer, place.id).queryKey, place);
  const events = { scope: 'place', id: place.id } as const;
  await Promise.all([prefetchFirst(eventListFirstPage(viewer, events), eventKeys.list(viewer, events)), prefetchFirstPage(viewer, { scope: 'place', id: place.id, sort: 'newest' })]);
  const t = await getTranslations({ locale, namespace: 'places' });
  return (
    <Hydrate>
      <FeedShell title={t(`kinds.${place.kind}`)} icon={MapPin} viewer={viewer} timeZone={timeZone} renderedAt={renderedAt}>
        <JsonLdScript data={await placeLd(place, locale)} />
        <HubMessages namespaces={['places', 'events']}>
          <PlaceDetailView id={place.id} />
        </HubMessages>
      </FeedShell>
    </Hydrate>
  );
}
