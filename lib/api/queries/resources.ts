import { queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@/lib/contract/endpoint';
import type { Menus } from '@/lib/contract/resource';
import { bannerList, marqueeHomeList, menu } from '@/lib/contract/resource-calls';
import { apiQuery } from '../lazy-client';
import { callQuery } from './call-query';

/** Site furniture edited in the back office: menus, banners and announcements. */
export const RESOURCES_KEY_ROOT = 'resources';

export type MenusInput = BodyOf<typeof menu>;
export type BannersInput = QueryOf<typeof bannerList>;

/** What the shell draws when the menus cannot be read: it still works without them. */
export const NO_MENUS: Menus = { 'header-v4': [], footerv4: [], nav: [] };

/** The menus; the API takes the request in a POST body, but it only reads. */
export function menusQuery(input: MenusInput = {}) {
  return queryOptions({
    queryKey: [RESOURCES_KEY_ROOT, menu.path, input] as const,
    queryFn: ({ signal }) => apiQuery(menu, { body: input, signal }),
  });
}

// Staff edit these now and then; a few minutes' delay is fine.
const EDITORIAL_STALE_MS = 5 * 60_000;

export const bannersQuery = (input: BannersInput = {}) => callQuery(RESOURCES_KEY_ROOT, bannerList, input, { staleTime: EDITORIAL_STALE_MS });

/** The home page's running announcements. */
export const marqueeQuery = () => callQuery(RESOURCES_KEY_ROOT, marqueeHomeList, undefined, { staleTime: EDITORIAL_STALE_MS });
