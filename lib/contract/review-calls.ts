import type * as contract from './review';
import { callsOf } from './call';

/** The method and path of each review-queue endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const reviewList = call('GET', '/other/api/review/list');
export const reviewAct = call('POST', '/other/api/review/act');
export const reviewReportMember = call('POST', '/other/api/review/report-member');
