import { bannerList, marqueeHomeList } from '@/lib/contract/resource-calls';
import { callQuery } from './call-query';

/** The home page's announcements and banners: edited by staff, read at most every few minutes. */
export const HOME_KEY_ROOT = 'home';

const EDITORIAL_STALE_MS = 5 * 60_000;

export const marqueeQuery = () => callQuery(HOME_KEY_ROOT, marqueeHomeList, undefined, { staleTime: EDITORIAL_STALE_MS });

export const bannersQuery = (position: string) => callQuery(HOME_KEY_ROOT, bannerList, { position }, { staleTime: EDITORIAL_STALE_MS });
