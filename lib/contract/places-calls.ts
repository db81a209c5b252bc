import type * as contract from './places';
import { callsOf } from './call';

/** The method and path of each places endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const placeList = call('GET', '/other/api/places/list');
export const placeCities = call('GET', '/other/api/places/cities');
export const placeDetail = call('GET', '/other/api/places/detail');
