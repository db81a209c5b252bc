import { queryOptions } from '@tanstack/react-query';
import type { DataOf } from '@/lib/contract/endpoint';
import { placeCities, placeDetail, placeList } from '@/lib/contract/places-calls';
import type { PlaceCard } from '@/lib/contract/places';
import type { PlaceKind } from '@/lib/domain/places';
import { apiQuery } from '../lazy-client';
import { cursorQuery } from './cursor-list';

export type { PlaceCard };
export type PlaceDetail = DataOf<typeof placeDetail>;

export interface PlaceListParams {
  kind?: PlaceKind;
  city?: string;
}

export const PLACES_KEY_ROOT = 'places';

/** Lists read nothing of the reader; a place's page does (its parties carry the reader's answers). */
export const placeKeys = {
  all: [PLACES_KEY_ROOT] as const,
  list: ({ kind, city }: PlaceListParams) => [PLACES_KEY_ROOT, 'list', { ...(kind ? { kind } : {}), ...(city ? { city } : {}) }] as const,
  cities: (kind?: PlaceKind) => [PLACES_KEY_ROOT, 'cities', kind ?? null] as const,
  detail: (viewer: number, id: number) => [PLACES_KEY_ROOT, viewer, 'detail', id] as const,
};

export function placeListQuery(params: PlaceListParams) {
  return cursorQuery(
    placeKeys.list(params),
    (cursor, signal) => apiQuery(placeList, { query: { ...(params.kind ? { kind: params.kind } : {}), ...(params.city ? { city: params.city } : {}), ...(cursor ? { cursor } : {}) }, signal }),
    5 * 60_000,
  );
}

export const placeCitiesQuery = (kind?: PlaceKind) =>
  queryOptions({ queryKey: placeKeys.cities(kind), queryFn: ({ signal }) => apiQuery(placeCities, { query: kind ? { kind } : {}, signal }), staleTime: 10 * 60_000 });

export const placeDetailQuery = (viewer: number, id: number) =>
  queryOptions({ queryKey: placeKeys.detail(viewer, id), queryFn: ({ signal }) => apiQuery(placeDetail, { query: { id }, signal }), staleTime: 60_000 });
