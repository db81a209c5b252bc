import type { PostAudience, PostState } from '@/lib/domain/feed';

/** The columns of a post every page reads; services select them with `.select(POST_COLUMNS)`. */
export const POST_COLUMNS = [
  'p.id', 'p.authorId', 'p.groupId', 'p.placeId', 'p.body', 'p.lang', 'p.audience', 'p.state', 'p.fixtureId', 'p.roomId', 'p.sharedPostId',
  'p.pollQuestion', 'p.reactionCount', 'p.commentCount', 'p.shareCount', 'p.createdAt', 'p.editedAt',
] as const;

export interface PostRow {
  id: number;
  authorId: number;
  groupId: number | null;
  placeId: number | null;
  body: string;
  lang: string;
  audience: PostAudience;
  state: PostState;
  fixtureId: number | null;
  roomId: number | null;
  sharedPostId: number | null;
  pollQuestion: string | null;
  reactionCount: number;
  commentCount: number;
  shareCount: number;
  createdAt: number;
  editedAt: number | null;
}
