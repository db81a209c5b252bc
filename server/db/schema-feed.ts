import type { ColumnType, Generated } from 'kysely';
import type { CommentReaction, CommentReportReason } from '@/lib/domain/comments';
import type { PostAudience, PostState } from '@/lib/domain/feed';
import type { MemberReportReason, ReviewKind, ReviewSource, ReviewState } from '@/lib/domain/review';

/** Tables of the social feed and the review queue (migration 024); times are epoch milliseconds. */

export interface PostTable {
  id: Generated<number>;
  authorId: number;
  groupId: number | null;
  placeId: number | null;
  /** Plain text as the member wrote it; pages render it as text, linking hashtags and mentions. */
  body: string;
  lang: string;
  audience: PostAudience;
  state: Generated<PostState>;
  fixtureId: number | null;
  roomId: number | null;
  /** The post this one shares (its `body` is then the sharer's note). */
  sharedPostId: number | null;
  pollQuestion: string | null;
  reactionCount: Generated<number>;
  commentCount: Generated<number>;
  shareCount: Generated<number>;
  createdAt: number;
  editedAt: number | null;
  updatedAt: number;
}

export interface PostImageTable {
  postId: number;
  position: number;
  /** `/media/uploads/posts/{hash}.webp`. */
  path: string;
  width: number;
  height: number;
  /** What the picture shows, in the author's words; '' when they wrote none. */
  alt: ColumnType<string, string | undefined, string>;
}

export interface PostPollOptionTable {
  id: Generated<number>;
  postId: number;
  position: number;
  text: string;
}

export interface PostPollVoteTable {
  postId: number;
  userId: number;
  optionId: number;
  createdAt: number;
}

export interface PostReactionTable {
  postId: number;
  userId: number;
  reaction: CommentReaction;
  createdAt: number;
}

export interface PostHashtagTable {
  postId: number;
  /** Lower-cased, without the `#`. */
  tag: string;
  createdAt: number;
}

export interface PostMentionTable {
  postId: number;
  userId: number;
}

export interface PostReportTable {
  postId: number;
  userId: number;
  reason: CommentReportReason;
  createdAt: number;
}

export interface MemberProfileTable {
  userId: number;
  bio: Generated<string>;
  /** The language the bio was written in (a `Locale`); null when not known. */
  bioLang: ColumnType<string | null, string | null | undefined, string | null>;
  cover: string | null;
  updatedAt: number;
}

export interface ReviewItemTable {
  id: Generated<number>;
  kind: ReviewKind;
  itemId: number;
  subjectId: number | null;
  source: ReviewSource;
  reasons: string;
  excerpt: string;
  reportCount: Generated<number>;
  state: Generated<ReviewState>;
  createdAt: number;
  resolvedBy: number | null;
  resolvedAt: number | null;
}

export interface MemberSuspensionTable {
  id: Generated<number>;
  userId: number;
  until: number;
  reviewItemId: number | null;
  createdBy: number | null;
  createdAt: number;
}

export interface MemberReportTable {
  memberId: number;
  userId: number;
  reason: MemberReportReason;
  createdAt: number;
}
