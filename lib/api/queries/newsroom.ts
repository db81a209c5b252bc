import type { QueryOf } from '@/lib/contract/endpoint';
import { newsroomArticle, newsroomList, newsroomPreview } from '@/lib/contract/newsroom-calls';
import { callQuery } from './call-query';

export const NEWSROOM_KEY_ROOT = 'newsroom';

export type NewsroomListParams = QueryOf<typeof newsroomList>;

/** A page of every article, for editors; anyone else is refused (401/403), which the pages turn into the 404. */
export const newsroomListQuery = (q: NewsroomListParams) => callQuery(NEWSROOM_KEY_ROOT, newsroomList, q);
/** One article in all three languages, to edit. */
export const newsroomArticleQuery = (id: number) => callQuery(NEWSROOM_KEY_ROOT, newsroomArticle, { id });
/** One article in any state as the public page draws it. */
export const newsroomPreviewQuery = (id: number) => callQuery(NEWSROOM_KEY_ROOT, newsroomPreview, { id });
