import { roomIdFromSlug } from '@/lib/domain/room-url';

export const ROOM_ROUTE_ROOT = '/truc-tiep';

/** The requested live-room path, as the route-validation 404 names it. */
export function requestedRoomPath(segments: readonly string[]): string {
  return `${ROOM_ROUTE_ROOT}/${segments.join('/')}`;
}

/** The room id a live-room URL names, or null when the last segment does not end in one. */
export function roomIdFromSegments(segments: readonly string[]): number | null {
  const last = segments[segments.length - 1];
  return last ? roomIdFromSlug(last) : null;
}

export type RoomRouteCheck = { kind: 'ok' } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/**
 * Compares a requested room URL with the room's canonical path. The section and mode segments
 * must be the room's own (a football room is not found under /casino); only a differing names
 * part of the slug is forgiven, with a redirect to the canonical address.
 */
export function checkRoomRoute(segments: readonly string[], canonical: string | null): RoomRouteCheck {
  if (!canonical) return { kind: 'not-found' };
  const wanted = canonical.split('/').filter(Boolean).slice(1);
  if (wanted.length !== segments.length) return { kind: 'not-found' };
  const prefixMatches = wanted.slice(0, -1).every((part, i) => part === segments[i]);
  if (!prefixMatches) return { kind: 'not-found' };
  return wanted[wanted.length - 1] === segments[segments.length - 1] ? { kind: 'ok' } : { kind: 'redirect', to: canonical };
}
