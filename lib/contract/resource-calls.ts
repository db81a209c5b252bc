import type * as contract from './resource';
import { callsOf } from './call';

/** The method and path of each resource endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const menu = call('POST', '/al/api/live/menu');
export const marqueeHomeList = call('GET', '/other/api/resource/marquee/home-list');
export const bannerList = call('GET', '/other/api/banner/list');
export const domainList = call('GET', '/other/api/resource/domain/list');
export const languageList = call('GET', '/other/api/live/language/v2/list');
