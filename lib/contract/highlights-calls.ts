import type * as contract from './highlights';
import { callsOf } from './call';

/** The method and path of each highlights endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const highlightList = call('GET', '/other/api/highlights/list');
export const highlightDetail = call('GET', '/other/api/highlights/detail');
export const highlightPosition = call('GET', '/other/api/highlights/position');
export const saveHighlightPosition = call('POST', '/other/api/highlights/position/save');
export const highlightPackages = call('GET', '/other/api/highlights/packages');
