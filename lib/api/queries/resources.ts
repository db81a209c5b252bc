import { queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@/lib/contract/endpoint';
import { bannerList, marqueeHomeList, menu } from '@/lib/contract/calls';
import { apiQuery } from '../lazy-client';

export type BannerListParams = QueryOf<typeof bannerList>;
export type MenuParams = BodyOf<typeof menu>;

/** Every site-resource query (menus, marquee, banners) sits under this root. */
export const RESOURCES_KEY_ROOT = 'resources';

export const resourceKeys = {
  all: [RESOURCES_KEY_ROOT] as const,
  marquee: () => [RESOURCES_KEY_ROOT, 'marquee'] as const,
  banners: (q: BannerListParams) => [RESOURCES_KEY_ROOT, 'banners', q] as const,
  menu: (body: MenuParams) => [RESOURCES_KEY_ROOT, 'menu', body] as const,
};

// Editorial content: it changes a few times a day at most.
const EDITORIAL_STALE_MS = 5 * 60_000;

export function marqueeQuery() {
  return queryOptions({
    queryKey: resourceKeys.marquee(),
    queryFn: ({ signal }) => apiQuery(marqueeHomeList, { signal }),
    staleTime: EDITORIAL_STALE_MS,
  });
}

export function bannerListQuery(q: BannerListParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.banners(q),
    queryFn: ({ signal }) => apiQuery(bannerList, { query: q, signal }),
    staleTime: EDITORIAL_STALE_MS,
  });
}

/** POST, but a read: the body only selects the location and sections. */
export function menuQuery(body: MenuParams = {}) {
  return queryOptions({
    queryKey: resourceKeys.menu(body),
    queryFn: ({ signal }) => apiQuery(menu, { body, signal }),
    staleTime: 10 * 60_000,
  });
}
