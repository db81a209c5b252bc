import { queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@/lib/contract/endpoint';
import type { Menus } from '@/lib/contract/resource';
import { bannerList, menu } from '@/lib/contract/resource-calls';
import { apiQuery } from '../lazy-client';
import { callQuery } from './call-query';

/** Site furniture edited in the back office: menus and banners. */
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

export const bannersQuery = (input: BannersInput = {}) => callQuery(RESOURCES_KEY_ROOT, bannerList, input);
