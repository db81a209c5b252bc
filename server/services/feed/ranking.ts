import { FEED_RANKING } from '@/lib/domain/feed';

/** What the ranking knows of one candidate post. */
export interface RankCandidate {
  id: number;
  authorId: number;
  groupId: number | null;
  createdAt: number;
  lang: string;
  /** The teams of the post's match, if it has one. */
  teamIds: readonly number[];
  reactionCount: number;
  commentCount: number;
  shareCount: number;
}

/** What the ranking knows of the reader; a guest has no id, friends or teams. */
export interface RankReader {
  userId: number | null;
  friendIds: ReadonlySet<number>;
  /** Groups the reader belongs to. */
  groupIds: ReadonlySet<number>;
  favouriteTeamIds: ReadonlySet<number>;
  locale: string;
}

const HOUR_MS = 3_600_000;

/** The post's closest tie to the reader (own, a friend's, a group of theirs) times its other ties (a followed team's match, the reader's language). */
export function tieBoost(post: RankCandidate, reader: RankReader): number {
  const { boost } = FEED_RANKING;
  const inGroup = post.groupId !== null && reader.groupIds.has(post.groupId);
  const author = post.authorId === reader.userId ? boost.own : reader.friendIds.has(post.authorId) ? boost.friend : inGroup ? boost.group : boost.other;
  const team = post.teamIds.some((id) => reader.favouriteTeamIds.has(id)) ? boost.followedTeam : 1;
  const language = post.lang === reader.locale ? boost.sameLanguage : 1;
  return author * team * language;
}

/** Halves every `halfLifeHours`; a post from the future (clock skew) counts as new. */
export function freshness(createdAt: number, now: number): number {
  const ageHours = Math.max(0, now - createdAt) / HOUR_MS;
  return 0.5 ** (ageHours / FEED_RANKING.halfLifeHours);
}

/**
 * Freshness times ties times a little for engagement, on a log scale: a busy stranger's post cannot bury
 * a friend's, and engagement multiplies freshness rather than adding to it, so last week's hit fades too.
 */
export function scoreOf(post: RankCandidate, reader: RankReader, now: number): number {
  const engagement = Math.max(0, post.reactionCount) + Math.max(0, post.commentCount) + Math.max(0, post.shareCount);
  return freshness(post.createdAt, now) * tieBoost(post, reader) * (1 + FEED_RANKING.engagementWeight * Math.log1p(engagement));
}

/** The candidates best first; equal scores newest first, then by id, so the same input always gives the same order. */
export function rankPosts<T extends RankCandidate>(candidates: readonly T[], reader: RankReader, now: number): T[] {
  return candidates
    .map((post) => ({ post, score: scoreOf(post, reader, now) }))
    .sort((a, b) => b.score - a.score || b.post.createdAt - a.post.createdAt || b.post.id - a.post.id)
    .map((s) => s.post);
}
