import type { Kysely } from 'kysely';
import { hashtagsOf, mentionsOf } from '@/lib/domain/feed';
import type { Database, Row } from '../../schema';
import { insertRows } from '../insert';
import type { PlannedComment, PostActivity } from './activity';
import { pictureAlt } from './picture-alts';
import type { PlannedPost } from './plan-posts';
import type { HeldPost, ReportedPost } from './spam';

export type FeedCounts = Record<'posts' | 'postImages' | 'postPollOptions' | 'postPollVotes' | 'postReactions' | 'postHashtags' | 'postMentions' | 'postReports' | 'reviewItems', number>;

const commentCount = (comments: readonly PlannedComment[]) => comments.reduce((n, c) => n + 1 + c.replies.length, 0);

/**
 * Writes the posts oldest first (ids follow time, and a shared post is always in before its share) with
 * their counters set to exactly the reactions, comments and shares written with them; then pictures,
 * polls and votes, hashtags, mentions, reactions and comment threads (the shared comments, kind 'post').
 */
export async function writeFeed(
  db: Kysely<Database>,
  posts: readonly PlannedPost[],
  activity: ReadonlyMap<PlannedPost, PostActivity>,
): Promise<{ ids: Map<PlannedPost, number>; counts: Omit<FeedCounts, 'postReports' | 'reviewItems'> }> {
  const userIds = new Map((await db.selectFrom('users').select(['id', 'username']).execute()).map((u) => [u.username.toLowerCase(), u.id]));
  const shareCount = new Map<PlannedPost, number>();
  for (const p of posts) if (p.shares) shareCount.set(p.shares, (shareCount.get(p.shares) ?? 0) + 1);
  const ids = new Map<PlannedPost, number>();
  let pollOptions = 0;
  const rows = { images: [] as Row<'postImages'>[], votes: [] as Row<'postPollVotes'>[], tags: [] as Row<'postHashtags'>[], mentions: [] as Row<'postMentions'>[], reactions: [] as Row<'postReactions'>[] };

  for (const p of posts) {
    const done = activity.get(p) ?? { reactions: [], comments: [], votes: [] };
    const sharedPostId = p.shares ? ids.get(p.shares) : null;
    if (sharedPostId === undefined) throw new Error('feed seed: a share before the post it shares');
    const { id } = await db
      .insertInto('posts')
      .values({
        authorId: p.author.id, groupId: null, placeId: null, body: p.body, lang: p.author.lang, audience: p.audience, state: p.held ? 'held' : 'visible',
        fixtureId: p.fixture?.id ?? null, roomId: p.roomId, sharedPostId, pollQuestion: p.poll?.question ?? null,
        reactionCount: done.reactions.length, commentCount: commentCount(done.comments), shareCount: shareCount.get(p) ?? 0,
        createdAt: p.createdAt, editedAt: p.editedAt, updatedAt: p.editedAt ?? p.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(p, id);
    p.images.forEach((img, position) => rows.images.push({ postId: id, position, path: img.path, width: img.width, height: img.height, alt: pictureAlt(img, p.author.lang, p.fixture) }));
    if (p.poll) {
      const options = await db
        .insertInto('postPollOptions')
        .values(p.poll.options.map((text, position) => ({ postId: id, position, text })))
        .returning(['id', 'position'])
        .execute();
      pollOptions += options.length;
      const optionAt = new Map(options.map((o) => [o.position, o.id]));
      for (const v of done.votes) rows.votes.push({ postId: id, userId: v.userId, optionId: optionAt.get(v.option) ?? 0, createdAt: v.createdAt });
    }
    for (const tag of hashtagsOf(p.body)) rows.tags.push({ postId: id, tag, createdAt: p.createdAt });
    const mentioned = mentionsOf(p.body).flatMap((name) => userIds.get(name) ?? []);
    for (const userId of new Set(mentioned)) rows.mentions.push({ postId: id, userId });
    for (const r of done.reactions) rows.reactions.push({ postId: id, userId: r.userId, reaction: r.reaction, createdAt: r.createdAt });
    for (const c of done.comments) await writeThread(db, id, c);
  }
  const counts = {
    posts: posts.length,
    postImages: await insertRows(db, 'postImages', rows.images),
    postPollOptions: pollOptions,
    postPollVotes: await insertRows(db, 'postPollVotes', rows.votes),
    postHashtags: await insertRows(db, 'postHashtags', rows.tags),
    postMentions: await insertRows(db, 'postMentions', rows.mentions),
    postReactions: await insertRows(db, 'postReactions', rows.reactions),
  };
  return { ids, counts };
}

async function writeThread(db: Kysely<Database>, postId: number, top: PlannedComment): Promise<void> {
  const write = async (c: PlannedComment, parentId: number | null) => {
    const { id } = await db
      .insertInto('comments')
      .values({ kind: 'post', itemId: postId, parentId, authorId: c.author.id, body: c.body, lang: c.author.lang, moderatedBy: null, createdAt: c.createdAt, updatedAt: c.createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (c.likes.length > 0) await insertRows(db, 'commentReactions', c.likes.map((l) => ({ commentId: id, ...l })));
    return id;
  };
  const topId = await write(top, null);
  for (const reply of top.replies) await write(reply, topId);
}

/** The queue's entries, as fileForReview writes them: a held post from the filter, a reported one with its reports. */
export async function writeReview(db: Kysely<Database>, held: readonly HeldPost[], reported: readonly ReportedPost[], ids: ReadonlyMap<PlannedPost, number>): Promise<{ postReports: number; reviewItems: number }> {
  const idOf = (p: PlannedPost) => {
    const id = ids.get(p);
    if (id === undefined) throw new Error('feed seed: a queued post that was not written');
    return id;
  };
  const excerpt = (text: string) => [...text].slice(0, 500).join('');
  const items: Row<'reviewItems'>[] = held.map((h) => ({
    kind: 'post', itemId: idOf(h.post), subjectId: h.post.author.id, source: 'filter', reasons: [...new Set(h.reasons)].join(','), excerpt: excerpt(h.post.body),
    reportCount: 0, createdAt: h.post.createdAt, resolvedBy: null, resolvedAt: null,
  }));
  const reports: Row<'postReports'>[] = [];
  for (const r of reported) {
    if (r.reports.length === 0) continue;
    const itemId = idOf(r.post);
    for (const rep of r.reports) reports.push({ postId: itemId, ...rep });
    items.push({
      kind: 'post', itemId, subjectId: r.post.author.id, source: 'report', reasons: [...new Set(r.reports.map((x) => x.reason))].join(','), excerpt: excerpt(r.post.body),
      reportCount: r.reports.length, createdAt: Math.min(...r.reports.map((x) => x.createdAt)), resolvedBy: null, resolvedAt: null,
    });
  }
  return { postReports: await insertRows(db, 'postReports', reports), reviewItems: await insertRows(db, 'reviewItems', items.sort((a, b) => a.createdAt - b.createdAt)) };
}
