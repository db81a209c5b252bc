import { moderatesComments } from '@/lib/domain/comments';

/** Who is reading or writing: a member, or nobody (a guest). */
export interface CommentViewer {
  userId: number;
  siteRoleId: number;
}

/** The id a query compares with: no account has id 0, so a guest matches nothing of their own. */
export const viewerIdOf = (viewer: CommentViewer | null): number => viewer?.userId ?? 0;

export const viewerModerates = (viewer: CommentViewer | null): boolean => viewer !== null && moderatesComments(viewer.siteRoleId);
