import type * as contract from './newsroom';
import { callsOf } from './call';

/** The method and path of each newsroom endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const newsroomList = call('GET', '/other/api/newsroom/list');
export const newsroomArticle = call('GET', '/other/api/newsroom/article');
export const newsroomPreview = call('GET', '/other/api/newsroom/preview');
export const newsroomCreate = call('POST', '/other/api/newsroom/create');
export const newsroomUpdate = call('POST', '/other/api/newsroom/update');
export const newsroomSchedule = call('POST', '/other/api/newsroom/schedule');
export const newsroomPublish = call('POST', '/other/api/newsroom/publish');
export const newsroomUnpublish = call('POST', '/other/api/newsroom/unpublish');
export const newsroomImage = call('POST', '/other/api/newsroom/image');
