import type { FeedPoll } from '@/lib/api/queries/feed';
import type { Post } from '@/lib/contract/feed';
import { POST_REACTIONS, POST_REPORT_REASONS } from '@/lib/domain/feed';

export type PostReaction = (typeof POST_REACTIONS)[number];
type Reactions = Pick<Post, 'reactions' | 'myReaction'>;

/** The counts after the reader's reaction moves to `to` (null takes it back); what is shown before the server answers. */
export function reactionsAfter(state: Reactions, to: PostReaction | null): Reactions {
  const reactions = { ...state.reactions };
  const from = state.myReaction;
  if (from) reactions[from] = Math.max(0, (reactions[from] ?? 0) - 1);
  if (to) reactions[to] = (reactions[to] ?? 0) + 1;
  for (const key of POST_REACTIONS) if (!reactions[key]) delete reactions[key];
  return { reactions, myReaction: to };
}

/** The poll after the reader votes for `optionId`; a vote moved from another option leaves it. */
export function pollAfterVote(poll: FeedPoll, optionId: number): FeedPoll {
  if (poll.myVote === optionId) return poll;
  const moved = poll.myVote !== null;
  const options = poll.options.map((o) => ({
    ...o,
    votes: o.id === optionId ? o.votes + 1 : o.id === poll.myVote ? Math.max(0, o.votes - 1) : o.votes,
  }));
  return { ...poll, options, myVote: optionId, totalVotes: poll.totalVotes + (moved ? 0 : 1) };
}

/** All reactions a post drew. */
export const reactionTotal = (reactions: Post['reactions']): number => POST_REACTIONS.reduce((n, r) => n + (reactions[r] ?? 0), 0);

/** A whole-number share of the votes, for the bars and their labels. */
export const votePercent = (votes: number, total: number): number => (total > 0 ? Math.round((votes / total) * 100) : 0);

export type PostReportReason = (typeof POST_REPORT_REASONS)[number];
