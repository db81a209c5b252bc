import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { isAlwaysOnMode, roomTabFrom, TAB_PARAM } from '@/components/live-room/room-kind';
import { canonicalRoomPath } from '@/components/live-room/room-paths';
import { checkRoomRoute, requestedRoomPath, roomIdFromSegments } from '@/components/live-room/room-route';
import { RoomView } from '@/components/live-room/room-view';
import { JsonLdScript } from '@/components/seo/json-ld';
import { liveRoomQuery, matchEventsQuery } from '@/lib/api/queries/room';
import type { Locale } from '@/lib/domain/locale';
import { localeOf, viewerZone } from '@/lib/page-kit/context';
import { getPathname } from '@/lib/i18n/navigation';
import { Hydrate } from '@/server/api/hydrate';
import { prefetch, prefill } from '@/server/api/server-query';
import { roomHeadline } from './room-headline';
import { roomStructuredData } from './room-structured-data';
import { findRoom } from './load-room';
import { roomShareMetadata } from './room-share-metadata';

interface RoomPageProps {
  params: Promise<{ locale: string; slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The room the URL names, or the route-validation 404; a stale names part redirects to the canonical URL. */
async function resolveRoom(segments: string[], locale: Locale, tab: string | undefined) {
  const path = requestedRoomPath(segments);
  const roomId = roomIdFromSegments(segments);
  if (roomId === null) routeValidationNotFound(path);
  const room = await findRoom(roomId);
  if (!room) routeValidationNotFound(path);
  const check = checkRoomRoute(segments, canonicalRoomPath(room));
  if (check.kind === 'not-found') routeValidationNotFound(path);
  if (check.kind === 'redirect') {
    const search = tab ? `?${new URLSearchParams({ [TAB_PARAM]: tab }).toString()}` : '';
    permanentRedirect(getPathname({ href: `${check.to}${search}`, locale }));
  }
  return room;
}

export async function generateMetadata({ params }: RoomPageProps): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const { slug } = await params;
  const roomId = roomIdFromSegments(slug);
  const room = roomId === null ? null : await findRoom(roomId);
  return room ? { ...(await roomHeadline(room, locale)), ...(await roomShareMetadata(room, locale)) } : {};
}

export default async function RoomPage({ params, searchParams }: RoomPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const { slug } = await params;
  const rawTab = (await searchParams)[TAB_PARAM];
  const tab = typeof rawTab === 'string' ? rawTab : undefined;
  const room = await resolveRoom(slug, locale, tab);
  const timeZone = await viewerZone();

  // The room and its first tab render on the server; the islands keep them fresh from the same keys.
  prefill(liveRoomQuery(room.roomId).queryKey, room);
  if (!isAlwaysOnMode(room.liveModeId)) await prefetch(matchEventsQuery(room.match.fixtureId));

  return (
    <Hydrate>
      <JsonLdScript data={await roomStructuredData(room, locale)} />
      <RoomView roomId={room.roomId} initialTab={roomTabFrom(tab, room.liveModeId)} timeZone={timeZone} />
    </Hydrate>
  );
}
