import type * as contract from './comments';
import { callsOf } from './call';

/** The method and path of each comment endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const commentList = call('GET', '/other/api/comments/list');
export const commentReplies = call('GET', '/other/api/comments/replies');
export const commentPost = call('POST', '/other/api/comments/post');
export const commentReact = call('POST', '/other/api/comments/react');
export const commentReport = call('POST', '/other/api/comments/report');
export const commentDelete = call('POST', '/other/api/comments/delete');
export const commentModerate = call('POST', '/other/api/comments/moderate');
