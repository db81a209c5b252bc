import { sql } from 'kysely';
import type { PostAuthor, PostGroup, PostPicture, PostPlace } from '@/lib/contract/feed';
import type { CommentReaction } from '@/lib/domain/comments';
import type { Locale } from '@/lib/domain/locale';
import type { Match } from '@/lib/contract/schedule';
import type { Db } from '@/server/db/client';
import { postAuthors } from './authors';
import { groupsById, placesById } from './group-place';
import { matchesById } from './match-cards';
import type { PostRow } from './rows';

export type ReactionCounts = Partial<Record<CommentReaction, number>>;

export interface PollOption {
  id: number;
  text: string;
  votes: number;
}

/** Everything around a page of posts, each part read once for the whole page (no query per post). */
export interface PostExtras {
  authors: Map<number, PostAuthor>;
  images: Map<number, PostPicture[]>;
  pollOptions: Map<number, PollOption[]>;
  myVotes: Map<number, number>;
  reactions: Map<number, ReactionCounts>;
  myReactions: Map<number, CommentReaction>;
  saved: Set<number>;
  reported: Set<number>;
  mentions: Map<number, { username: string; userId: number }[]>;
  matches: Map<number, Match>;
  groups: Map<number, PostGroup>;
  places: Map<number, PostPlace>;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
}

/** How many members chose each reaction on each of the posts. */
export async function reactionCountsOf(db: Db, ids: readonly number[]): Promise<Map<number, ReactionCounts>> {
  const out = new Map<number, ReactionCounts>();
  if (ids.length === 0) return out;
  const rows = await db.selectFrom('postReactions').select(['postId', 'reaction', sql<number | string>`count(*)`.as('n')]).where('postId', 'in', [...ids]).groupBy(['postId', 'reaction']).execute();
  for (const r of rows) out.set(r.postId, { ...out.get(r.postId), [r.reaction]: Number(r.n) });
  return out;
}

/** Poll options of the posts in order, with their votes. */
export async function pollOptionsOf(db: Db, ids: readonly number[]): Promise<Map<number, PollOption[]>> {
  if (ids.length === 0) return new Map();
  const [options, votes] = await Promise.all([
    db.selectFrom('postPollOptions').select(['id', 'postId', 'text']).where('postId', 'in', [...ids]).orderBy('postId').orderBy('position').execute(),
    db.selectFrom('postPollVotes').select(['optionId', sql<number | string>`count(*)`.as('n')]).where('postId', 'in', [...ids]).groupBy('optionId').execute(),
  ]);
  const votesOf = new Map(votes.map((v) => [v.optionId, Number(v.n)]));
  const byPost = groupBy(options, (o) => o.postId);
  return new Map([...byPost].map(([postId, list]) => [postId, list.map((o) => ({ id: o.id, text: o.text, votes: votesOf.get(o.id) ?? 0 }))]));
}

/** Reads the extras of these posts for one reader (`me` 0 for a guest: nothing of theirs is read). */
export async function loadExtras(db: Db, rows: readonly PostRow[], me: number, locale: Locale): Promise<PostExtras> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) {
    return { authors: new Map(), images: new Map(), pollOptions: new Map(), myVotes: new Map(), reactions: new Map(), myReactions: new Map(), saved: new Set(), reported: new Set(), mentions: new Map(), matches: new Map(), groups: new Map(), places: new Map() };
  }
  const mine = me > 0;
  const [authors, images, pollOptions, myVotes, reactions, myReactions, saved, reported, mentions, matches, groups, places] = await Promise.all([
    postAuthors(db, rows.map((r) => r.authorId)),
    db.selectFrom('postImages').select(['postId', 'path', 'width', 'height', 'alt']).where('postId', 'in', ids).orderBy('postId').orderBy('position').execute(),
    pollOptionsOf(db, ids),
    mine ? db.selectFrom('postPollVotes').select(['postId', 'optionId']).where('userId', '=', me).where('postId', 'in', ids).execute() : [],
    reactionCountsOf(db, ids),
    mine ? db.selectFrom('postReactions').select(['postId', 'reaction']).where('userId', '=', me).where('postId', 'in', ids).execute() : [],
    mine ? db.selectFrom('savedItems').select('itemId').where('userId', '=', me).where('kind', '=', 'post').where('itemId', 'in', ids).execute() : [],
    mine ? db.selectFrom('postReports').select('postId').where('userId', '=', me).where('postId', 'in', ids).execute() : [],
    db.selectFrom('postMentions as m').innerJoin('users as u', 'u.id', 'm.userId').select(['m.postId', 'u.username', 'u.id']).where('m.postId', 'in', ids).orderBy('m.postId').orderBy('u.id').execute(),
    matchesById(db, rows.flatMap((r) => (r.fixtureId === null ? [] : [r.fixtureId])), locale),
    groupsById(db, rows.map((r) => r.groupId), locale),
    placesById(db, rows.map((r) => r.placeId), locale),
  ]);
  return {
    authors,
    images: new Map([...groupBy(images, (i) => i.postId)].map(([postId, list]) => [postId, list.map((i) => ({ src: i.path, width: i.width, height: i.height, alt: i.alt }))])),
    pollOptions,
    myVotes: new Map(myVotes.map((v) => [v.postId, v.optionId])),
    reactions,
    myReactions: new Map(myReactions.map((r) => [r.postId, r.reaction])),
    saved: new Set(saved.map((s) => s.itemId)),
    reported: new Set(reported.map((r) => r.postId)),
    mentions: new Map([...groupBy(mentions, (m) => m.postId)].map(([postId, list]) => [postId, list.map((m) => ({ username: m.username, userId: m.id }))])),
    matches,
    groups,
    places,
  };
}
