import type { ColumnType, Generated } from 'kysely';
import type { CommentKind, CommentReaction, CommentReportReason, CommentState } from '@/lib/domain/comments';

/** A comment on an item (lib/domain/comments); `parentId` names a top comment, never a reply. */
export interface CommentTable {
  id: Generated<number>;
  kind: CommentKind;
  itemId: number;
  parentId: number | null;
  authorId: number;
  body: string;
  /** The language it was written in (a `Locale`); null when not known. */
  lang: ColumnType<string | null, string | null | undefined, string | null>;
  state: Generated<CommentState>;
  moderatedBy: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface CommentReactionTable {
  commentId: number;
  userId: number;
  reaction: CommentReaction;
  createdAt: number;
}

export interface CommentReportTable {
  commentId: number;
  userId: number;
  reason: CommentReportReason;
  createdAt: number;
}
