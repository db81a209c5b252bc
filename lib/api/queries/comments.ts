import type { BodyOf } from '@/lib/contract/endpoint';
import { commentDelete, commentList, commentModerate, commentPost, commentReact, commentReplies, commentReport } from '@/lib/contract/comments-calls';
import { COMMENT_LIMITS, type CommentKind, type CommentSort } from '@/lib/domain/comments';
import { apiQuery } from '../lazy-client';
import { pagedQuery } from './paged';

export const COMMENTS_KEY_ROOT = 'comments';

/** Keys carry the viewer, so a login or logout never shows another viewer's reactions from the cache. */
export const commentKeys = {
  item: (kind: CommentKind, itemId: number) => [COMMENTS_KEY_ROOT, kind, itemId] as const,
  list: (kind: CommentKind, itemId: number, sort: CommentSort, viewer: number) => [...commentKeys.item(kind, itemId), 'list', sort, viewer] as const,
  replies: (kind: CommentKind, itemId: number, parentId: number, viewer: number) => [...commentKeys.item(kind, itemId), 'replies', parentId, viewer] as const,
};

/** An item's top comments, page after page. */
export const commentListQuery = (kind: CommentKind, itemId: number, sort: CommentSort, viewer: number) =>
  pagedQuery({
    queryKey: commentKeys.list(kind, itemId, sort, viewer),
    fetchPage: (pageNum, signal) => apiQuery(commentList, { query: { kind, itemId, sort, pageNum, pageSize: COMMENT_LIMITS.pageSize }, signal }),
    staleTime: 30_000,
  });

/** One top comment's replies, oldest first. */
export const commentRepliesQuery = (kind: CommentKind, itemId: number, parentId: number, viewer: number) =>
  pagedQuery({
    queryKey: commentKeys.replies(kind, itemId, parentId, viewer),
    fetchPage: (pageNum, signal) => apiQuery(commentReplies, { query: { parentId, pageNum, pageSize: COMMENT_LIMITS.repliesPageSize }, signal }),
    staleTime: 30_000,
  });

// Writes throw the API error (401, 404, 422, 429…) so the caller can say what went wrong.
export const postComment = (body: BodyOf<typeof commentPost>) => apiQuery(commentPost, { body });
export const reactToComment = (body: BodyOf<typeof commentReact>) => apiQuery(commentReact, { body });
export const reportComment = (body: BodyOf<typeof commentReport>) => apiQuery(commentReport, { body });
export const deleteComment = (id: number) => apiQuery(commentDelete, { body: { id } });
export const moderateComment = (body: BodyOf<typeof commentModerate>) => apiQuery(commentModerate, { body });
